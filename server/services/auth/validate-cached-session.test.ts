import { DEADLINE_GRACE_SECONDS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import { hashToken, SESSION_DURATION_MS, validateCachedSession } from './sessions';

const DAY = 86_400_000;
const token = 'abcdefghijklmnopqrstuvwxyz234567';
const sessionId = hashToken(token);

function cacheWith(options: { expiresIn: number; disabled?: boolean; nextDeadline?: Date | null }) {
  const cache = createSessionCache();
  cache.set(sessionId, {
    session: { id: sessionId, userId: 'u1', expiresAt: new Date(Date.now() + options.expiresIn) },
    user: {
      id: 'u1',
      email: 'u1@x.test',
      displayName: 'U',
      role: 'learner',
      emailVerified: true,
      disabled: options.disabled ?? false,
    },
    nextDeadline: options.nextDeadline ?? null,
  });
  return cache;
}

describe('validating a session from the cache alone (no query, no promise)', () => {
  it('answers for a fresh cached session, without the disabled flag', () => {
    const validated = validateCachedSession(sessionId, cacheWith({ expiresIn: SESSION_DURATION_MS - DAY }));
    expect(validated).toMatchObject({ refreshed: false, hasExpiredAttempt: false, user: { id: 'u1' } });
    expect(validated?.user).not.toHaveProperty('disabled');
  });

  it('leaves to the database every case that must write or refuse', () => {
    expect(validateCachedSession(sessionId, undefined)).toBeUndefined();
    expect(
      validateCachedSession(hashToken('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'), cacheWith({ expiresIn: 20 * DAY })),
    ).toBeUndefined();
    expect(validateCachedSession(sessionId, cacheWith({ expiresIn: 20 * DAY, disabled: true }))).toBeUndefined();
    expect(validateCachedSession(sessionId, cacheWith({ expiresIn: 10 * DAY })), 'due for a refresh').toBeUndefined();
    const overdue = new Date(Date.now() - (DEADLINE_GRACE_SECONDS + 1) * 1000);
    expect(
      validateCachedSession(sessionId, cacheWith({ expiresIn: 20 * DAY, nextDeadline: overdue })),
      'a test to close',
    ).toBeUndefined();
  });

  it('never serves a session past its expiry', () => {
    expect(validateCachedSession(sessionId, cacheWith({ expiresIn: -1 }))).toBeUndefined();
  });
});

describe('the token hash', () => {
  it('is the hex SHA-256 of the token, as Lucia’s guide stores it (sessions made before the switch stay valid)', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
