import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../logger';

/**
 * Gives the admin role to existing accounts listed in ADMIN_EMAILS (new ones get it at sign-up),
 * so an admin can be named without stopping the server to run `user:admin` against PGlite.
 * Removing an email from the list does not demote anyone: a setting should not silently take rights away.
 */
/** Returns the ids of the accounts promoted. */
export async function promoteAdminEmails(db: Db, adminEmails: readonly string[], log: Pick<Logger, 'info'>): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const promoted = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(sql`lower(${users.email})`, [...adminEmails]), ne(users.role, 'admin')))
    .returning({ id: users.id, email: users.email });
  for (const { email } of promoted) log.info(`${email} is now an admin (listed in ADMIN_EMAILS)`);
  return promoted.map(({ id }) => id);
}
