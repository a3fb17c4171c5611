import { normaliseEmail } from '@shared/email';
import { inArray } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { postgresRevocationChannel } from '../db/revocation-channel';
import { users } from '../db/schema';
import { accountIdsByEmail } from '../services/auth/promote-admins';

/** `npm run user:admin -- EMAIL`: gives an existing user the admin role. */
const typed = process.argv[2];
const email = typed ? normaliseEmail(typed) : undefined;
if (!email) {
  console.error('Usage: npm run user:admin -- someone@example.com');
  process.exit(1);
}
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const ids = await accountIdsByEmail(database.db, [email]);
  const updated = ids.length
    ? await database.db.update(users).set({ role: 'admin' }).where(inArray(users.id, ids)).returning({ id: users.id })
    : [];
  // Running servers may hold the user's session with the old role: tell them to read it again.
  if (config.DATABASE_URL) {
    const channel = postgresRevocationChannel(config.DATABASE_URL);
    for (const { id } of updated) await channel.publish({ userId: id });
    await channel.close();
  }
  await database.close();
  if (!updated.length) {
    console.error(`No account found with the email ${email}`);
    process.exit(1);
  }
  console.log(`${email} is now an admin.`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    // PGlite serves one process, and the running server holds it: say what works instead.
    console.error(
      `${error.message}\nTo make ${email} an admin without stopping the server: add it to ADMIN_EMAILS ` +
        '(comma-separated) and restart the server; accounts listed there are promoted at start. ' +
        'Or stop the server, run this command again, and start the server.',
    );
    process.exit(1);
  }
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
