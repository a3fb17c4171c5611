import type { Revocation, RevocationChannel } from '../../db/revocation-channel';
import type { SessionRecord, SessionUser } from './sessions';

export type { Revocation, RevocationChannel };

/**
 * Validated sessions kept in memory for a few seconds, so a signed-in read costs one database round
 * trip (its own query) instead of two or three. Bounded (least recently used goes first) and short
 * lived; an entry is never served past its session's expiry. Revocations (log out, log out
 * everywhere, password reset, a role change) are applied here at once and announced on `channel`, so
 * every other instance drops the same entries before its next request.
 */
export type CachedSession = {
  session: SessionRecord;
  user: SessionUser & { disabled: boolean };
  /** The earliest deadline among the learner's open attempts, to close them without asking the database. */
  nextDeadline: Date | null;
};

export const SESSION_CACHE_TTL_MS = 10_000;
export const SESSION_CACHE_MAX = 10_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(
  options: { channel?: RevocationChannel; ttlMs?: number; max?: number; now?: () => number } = {},
) {
  const ttl = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const max = options.max ?? SESSION_CACHE_MAX;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on read makes its first key the least recently used.
  const entries = new Map<string, { value: CachedSession; storedAt: number }>();

  const apply = (revocation: Revocation) => {
    if ('sessionId' in revocation) entries.delete(revocation.sessionId);
    else for (const [id, entry] of entries) if (entry.value.user.id === revocation.userId) entries.delete(id);
  };

  return {
    /** The cached session, if fresh and not expired. */
    get(sessionId: string): CachedSession | null {
      const entry = entries.get(sessionId);
      if (!entry) return null;
      if (now() - entry.storedAt > ttl || now() >= entry.value.session.expiresAt.getTime()) {
        entries.delete(sessionId);
        return null;
      }
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      return entry.value;
    },
    set(sessionId: string, value: CachedSession) {
      entries.delete(sessionId);
      entries.set(sessionId, { value, storedAt: now() });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    /** Drops one entry here only: it no longer says what the database holds (e.g. its attempts were closed). */
    forget(sessionId: string) {
      entries.delete(sessionId);
    },
    /** Drops the entries here and tells every other instance to drop them too. */
    async revoke(revocation: Revocation) {
      apply(revocation);
      await options.channel?.publish(revocation);
    },
    /** Starts applying revocations announced by other instances. */
    listen: () => options.channel?.subscribe(apply) ?? Promise.resolve(),
    size: () => entries.size,
  };
}
