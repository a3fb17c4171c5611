import { describe, expect, it, vi } from 'vitest';
import { type CachedSession, createSessionCache, type RevocationChannel } from './session-cache';

const entry = (userId: string, expiresAt: number): CachedSession => ({
  session: { id: `s-${userId}`, userId, expiresAt: new Date(expiresAt) },
  user: { id: userId, email: `${userId}@x.test`, displayName: userId, role: 'learner', emailVerified: true, disabled: false },
  nextDeadline: null,
});

describe('the session cache', () => {
  it('serves an entry within its time to live, and never past the session’s own expiry', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 10_000, now: () => now });
    cache.set('a', entry('u1', now + 60_000));
    cache.set('b', entry('u2', now + 5_000));
    now += 6_000;
    expect(cache.get('a')?.user.id).toBe('u1');
    expect(cache.get('b')).toBeNull(); // the session expired before the cache entry would have
    now += 5_000;
    expect(cache.get('a')).toBeNull(); // older than the time to live: read again from the database
  });

  it('is bounded: the least recently used entry goes first', () => {
    const cache = createSessionCache({ max: 2 });
    const far = Date.now() + 60_000;
    cache.set('a', entry('u1', far));
    cache.set('b', entry('u2', far));
    cache.get('a');
    cache.set('c', entry('u3', far));
    expect(cache.size()).toBe(2);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
  });

  it('revokes one session or every session of a user, here and on the channel', async () => {
    const published: unknown[] = [];
    let deliver: (revocation: { userId: string } | { sessionId: string }) => void = () => {};
    const channel: RevocationChannel = {
      publish: async (revocation) => void published.push(revocation),
      subscribe: async (apply) => {
        deliver = apply;
      },
      close: vi.fn(),
    };
    const cache = createSessionCache({ channel });
    await cache.listen();
    const far = Date.now() + 60_000;
    cache.set('a', entry('u1', far));
    cache.set('a2', entry('u1', far));
    cache.set('b', entry('u2', far));
    await cache.revoke({ sessionId: 'b' });
    expect(cache.get('b')).toBeNull();
    await cache.revoke({ userId: 'u1' });
    expect([cache.get('a'), cache.get('a2')]).toEqual([null, null]);
    expect(published).toEqual([{ sessionId: 'b' }, { userId: 'u1' }]);
    // Another instance's revocation arrives on the channel.
    cache.set('c', entry('u3', far));
    deliver({ userId: 'u3' });
    expect(cache.get('c')).toBeNull();
  });
});
