import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';
import { DEADLINE_GRACE_SECONDS } from '../../shared/constants';
import type { Db } from '../db/client';
import { attempts, sessions, users } from '../db/schema';
import { randomId } from './ids';

// Lucia's guide: a random token in the cookie, only its SHA-256 hash in the database.
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DURATION_MS = 30 * DAY_MS;
const REFRESH_WHEN_UNDER_MS = 15 * DAY_MS;

export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  emailVerified: users.emailVerified,
  disabled: users.disabled,
};
export type SessionUser = { id: string; email: string; displayName: string; role: 'learner' | 'admin'; emailVerified: boolean };
export type SessionRecord = { id: string; userId: string; expiresAt: Date };

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Cookie values we accept look like our tokens; anything else is ignored before a query. */
export function readSessionToken(value: string | undefined): string | null {
  return value && /^[a-z2-7]{32}$/.test(value) ? value : null;
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; session: SessionRecord }> {
  const token = randomId(20);
  const session = { id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_DURATION_MS) };
  await db.insert(sessions).values(session);
  return { token, session };
}

async function readSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      session: { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt },
      user: sessionUserColumns,
      // Asked in the same round trip, so closing a test whose time ran out costs nothing when there is none.
      hasExpiredAttempt: sql<boolean>`exists (select 1 from ${attempts} where ${attempts.userId} = ${users.id}
        and ${attempts.submittedAt} is null and ${attempts.abandonedAt} is null
        and ${attempts.deadline} < now() - make_interval(secs => ${DEADLINE_GRACE_SECONDS}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function validateSessionToken(
  db: Db,
  token: string,
): Promise<{ session: SessionRecord; user: SessionUser; refreshed: boolean; hasExpiredAttempt: boolean } | null> {
  const sessionId = hashToken(token);
  // A miss signs the learner out (the cookie is cleared), so it is confirmed by a second read: while
  // PostgreSQL cut connections mid-query, about 1 lookup in 1,000 came back empty for a session that
  // exists (tests/integration/faults.test.ts). A cookie that really matches no session costs one query more.
  const row = (await readSession(db, sessionId)) ?? (await readSession(db, sessionId));
  if (!row) return null;
  const { session, user } = row;
  if (Date.now() >= session.expiresAt.getTime() || user.disabled) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let refreshed = false;
  if (session.expiresAt.getTime() - Date.now() < REFRESH_WHEN_UNDER_MS) {
    session.expiresAt = new Date(Date.now() + SESSION_DURATION_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, sessionId));
    refreshed = true;
  }
  const { disabled: _disabled, ...sessionUser } = user;
  return { session, user: sessionUser, refreshed, hasExpiredAttempt: Boolean(row.hasExpiredAttempt) };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
