import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { AppDeps } from '../../server/deps';
import { hashPassword } from '../../server/services/auth/passwords';
import { createSession, type SessionUser, validateSessionToken } from '../../server/services/auth/sessions';
import { randomId } from '../../server/services/ids';

let cachedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'correct-horse-1';

/** A verified user with a live session, made directly (tests of the sign-up flow use the router). */
export async function createSignedInUser(
  deps: Pick<AppDeps, 'db'>,
  options: { email?: string; name?: string; role?: 'learner' | 'admin' } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const id = randomId();
  const email = options.email ?? `learner-${id.slice(0, 8)}@example.com`;
  await deps.db.insert(users).values({
    id,
    email,
    displayName: options.name ?? 'Test Learner',
    passwordHash: await cachedHash,
    emailVerified: true,
    role: options.role ?? 'learner',
  });
  const { token } = await createSession(deps.db, id);
  const validated = await validateSessionToken(deps.db, token);
  if (!validated) throw new Error('session was not created');
  return { user: validated.user as SessionUser, session: validated.session, token, email };
}

export async function getUserRow(deps: Pick<AppDeps, 'db'>, id: string) {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  return row;
}
