import { createHash } from 'node:crypto';
import { DEADLINE_GRACE_SECONDS } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, sessions, users } from '../../db/schema';
import { randomId } from '../ids';
import type { CachedSession, SessionCache } from './session-cache';

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

/** Lucia's hex SHA-256 of the token, through node:crypto (OpenSSL): @oslojs/crypto's pure-JS hash was a visible share of every signed-in request. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
      // Asked in the same round trip (and cached with the session), so closing a test whose time ran
      // out costs nothing when there is none.
      nextDeadline: sql<string | null>`(select min(${attempts.deadline}) from ${attempts} where ${attempts.userId} = ${users.id}
        and ${attempts.submittedAt} is null and ${attempts.abandonedAt} is null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** A session with its user: from the cache when it holds it (no query), else from the database (then cached). */
async function sessionRow(db: Db, sessionId: string, cache?: SessionCache): Promise<CachedSession | null> {
  const cached = cache?.get(sessionId);
  if (cached) return cached;
  // One read is trusted: the empty results seen under connection cuts were postgres.js keeping its
  // row counter across a cut, fixed in patches/ (tests/faults/postgres-cut-rows.test.ts).
  const read = await readSession(db, sessionId);
  if (!read) return null;
  const row = { session: read.session, user: read.user, nextDeadline: read.nextDeadline ? new Date(read.nextDeadline) : null };
  cache?.set(sessionId, row);
  return row;
}

export type ValidatedSession = { session: SessionRecord; user: SessionUser; refreshed: boolean; hasExpiredAttempt: boolean };

const hasExpiredAttempt = (nextDeadline: Date | null, now: number) =>
  nextDeadline !== null && now > nextDeadline.getTime() + DEADLINE_GRACE_SECONDS * 1000;

/** A session that may be used: not past its expiry, its user not disabled. One rule for every path below. */
const isLive = (row: CachedSession, now: number) => now < row.session.expiresAt.getTime() && !row.user.disabled;

/** What a request learns of its session (the user without the disabled flag, which only isLive reads). */
function validated(row: CachedSession, refreshed: boolean, now: number): ValidatedSession {
  const { disabled: _disabled, ...user } = row.user;
  return { session: row.session, user, refreshed, hasExpiredAttempt: hasExpiredAttempt(row.nextDeadline, now) };
}

/**
 * The common case with no promise and no query: a cached session that needs nothing written (not
 * expired, not disabled, not due for a refresh, no test to close). Anything else returns undefined
 * and goes through validateSessionToken.
 */
export function validateCachedSession(sessionId: string, cache: SessionCache | undefined): ValidatedSession | undefined {
  const row = cache?.get(sessionId);
  const now = Date.now();
  if (!row || !isLive(row, now) || row.session.expiresAt.getTime() - now < REFRESH_WHEN_UNDER_MS) return undefined;
  const session = validated(row, false, now);
  return session.hasExpiredAttempt ? undefined : session;
}

/** The session of a cookie's token: from the cache when it holds it (no query), else from the database. */
export function validateSessionToken(db: Db, token: string, cache?: SessionCache): Promise<ValidatedSession | null> {
  return validateSession(db, hashToken(token), cache);
}

/** validateSessionToken for a token already hashed (the request hashes it once for both paths). */
export async function validateSession(db: Db, sessionId: string, cache?: SessionCache): Promise<ValidatedSession | null> {
  let row = await sessionRow(db, sessionId, cache);
  if (!row) return null;
  if (!isLive(row, Date.now())) {
    cache?.forget(sessionId);
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  let refreshed = false;
  if (row.session.expiresAt.getTime() - Date.now() < REFRESH_WHEN_UNDER_MS) {
    const expiresAt = new Date(Date.now() + SESSION_DURATION_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    row = { ...row, session: { ...row.session, expiresAt } };
    cache?.set(sessionId, row);
    refreshed = true;
  }
  return validated(row, refreshed, Date.now());
}

/**
 * Whether a cookie's token belongs to a live session, with no writes (no refresh, no clean-up: the
 * request's own validation does those). The row it reads is cached, so that validation costs nothing.
 */
export async function isLiveSessionToken(db: Db, token: string, cache?: SessionCache): Promise<boolean> {
  const row = await sessionRow(db, hashToken(token), cache);
  return row !== null && isLive(row, Date.now());
}

type SessionDeps = { db: Db; sessionCache?: SessionCache | undefined };

/** Ends one session, here and, through the cache's channel, on every instance. */
export async function invalidateSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  await deps.sessionCache?.revoke({ sessionId });
}

/** Ends every session of a user (log out everywhere, a password reset), on every instance. */
export async function invalidateUserSessions(deps: SessionDeps, userId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  await deps.sessionCache?.revoke({ userId });
}
