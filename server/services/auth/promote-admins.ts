import { isAddress } from '@shared/email';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Logger } from '../../logger';

/**
 * The ids of the accounts whose address, in normal form, is one of `emails` (already normalised).
 * The database's lower() narrows the search through the index; on a UTF-8 locale it also folds
 * look-alikes (KELVIN SIGN to k), so each row is checked again in normal form: a look-alike stored
 * before addresses were normalised never inherits an admin role.
 */
export async function accountIdsByEmail(db: Db, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  return rows.filter((row) => isAddress(row.email, emails)).map((row) => row.id);
}

/**
 * Gives the admin role to existing accounts listed in ADMIN_EMAILS (new ones get it at sign-up),
 * so an admin can be named without stopping the server to run `user:admin` against PGlite.
 * Removing an email from the list does not demote anyone: a setting should not silently take rights away.
 * Returns the ids of the accounts promoted.
 */
export async function promoteAdminEmails(db: Db, adminEmails: readonly string[], log: Pick<Logger, 'info'>): Promise<string[]> {
  const ids = await accountIdsByEmail(db, adminEmails);
  if (ids.length === 0) return [];
  const promoted = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.id, ids), ne(users.role, 'admin')))
    .returning({ id: users.id, email: users.email });
  for (const { email } of promoted) log.info(`${email} is now an admin (listed in ADMIN_EMAILS)`);
  return promoted.map(({ id }) => id);
}
