import { MSG } from '@shared/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../../server/db/schema';
import { randomId } from '../../server/services/ids';
import { LIMITS, type LimitName } from '../../server/services/rate-limits';
import { passwordHashes } from '../helpers/counting-passwords';
import { callBatch, callProcedure, listProcedures, sampleInput } from '../helpers/procedures';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

/**
 * Abuse of the unauthenticated procedures (issue 16, items 2 and 3): a reset flood costs no password
 * hash, every unauthenticated mutation is limited per address (batched calls included), and the
 * lock-out cannot be turned against an account's owner.
 */
vi.mock('../../server/services/auth/passwords', (importOriginal) =>
  import('../helpers/counting-passwords').then((helper) => helper.countingPasswords(importOriginal)),
);

const env = setUpTestEnvironment({ app: true });

beforeEach(async () => {
  await env.deps.db.delete(rateLimits);
});

const resetInput = (oobCode: string, password = 'brand-new-1') => ({ oobCode, password, confirmPassword: password });
const oobCode = (link: string | null) => new URL(link ?? 'http://x').searchParams.get('oobCode') ?? '';

describe('a password-reset flood', () => {
  it('hashes no password for codes that do not exist, have expired or were used', async () => {
    const owner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, { ip: '198.51.100.1' });
    await caller.auth.requestPasswordReset({ email: owner.email });
    const code = oobCode(env.deps.mailer.lastLink(owner.email));
    const before = passwordHashes.count;
    const calls = Array.from({ length: 10 }, () => ({ path: 'auth.resetPassword', input: resetInput(randomId(20)) }));
    const replies = await callBatch(env.app, 'mutation', calls, { remoteAddress: '198.51.100.2' });
    expect(replies.map((reply) => reply.message)).toEqual(Array(10).fill(MSG.resetLinkInvalid));
    expect(passwordHashes.count - before).toBe(0);

    await caller.auth.resetPassword(resetInput(code)); // the real code: one hash
    expect(passwordHashes.count - before).toBe(1);
    await expect(caller.auth.resetPassword(resetInput(code))).rejects.toThrow(MSG.resetLinkInvalid); // used: none
    expect(passwordHashes.count - before).toBe(1);
  });
});

/** The per-address limit of every public mutation; logIn counts failures (tested below), logOut touches nothing without a session. */
const PER_IP_LIMIT: Record<string, LimitName | 'failures' | 'none'> = {
  'auth.signUp': 'signupPerIp',
  'auth.resendVerification': 'resendPerIp',
  'auth.verifyEmail': 'verifyPerIp',
  'auth.requestPasswordReset': 'resetPerIp',
  'auth.resetPassword': 'resetPasswordPerIp',
  'auth.logIn': 'failures',
  'auth.logOut': 'none',
};

/** Input that gets past validation and every other limit: a new email or code at each call. */
function freshInput(path: string): unknown {
  const email = `flood-${randomId(8)}@example.com`;
  const procedure = listProcedures().find((p) => p.path === path);
  if (!procedure) throw new Error(path);
  const fresh: Record<string, string> = { email, oobCode: randomId(20) };
  return sampleInput(procedure, Object.fromEntries(Object.entries(fresh).filter(([key]) => procedure.inputKeys?.includes(key))));
}

describe('every unauthenticated mutation', () => {
  it('is limited per address, each call of a batch counted', async () => {
    const publicMutations: string[] = [];
    for (const procedure of listProcedures().filter((p) => p.type === 'mutation')) {
      const reply = await callProcedure(env.app, procedure, { input: sampleInput(procedure) });
      if (reply.code !== 'UNAUTHORIZED') publicMutations.push(procedure.path);
    }
    expect(publicMutations.sort()).toEqual(Object.keys(PER_IP_LIMIT).sort()); // a new public mutation needs a limit here

    let address = 10;
    for (const [path, limit] of Object.entries(PER_IP_LIMIT)) {
      if (limit === 'failures' || limit === 'none') continue;
      const remoteAddress = `192.0.2.${address++}`;
      const allowed = LIMITS[limit].points;
      const replies = [];
      for (let sent = 0; sent <= allowed; sent += 10) {
        const calls = Array.from({ length: 10 }, () => ({ path, input: freshInput(path) }));
        replies.push(...(await callBatch(env.app, 'mutation', calls, { remoteAddress })));
      }
      const limited = replies.filter((reply) => reply.code === 'TOO_MANY_REQUESTS');
      expect(replies.length - limited.length, path).toBe(allowed);
      expect(limited[0]?.message, path).toBe(MSG.tooManyResends);
      // Another address is not affected.
      const [other] = await callBatch(env.app, 'mutation', [{ path, input: freshInput(path) }], { remoteAddress: '192.0.2.250' });
      expect(other?.code, path).not.toBe('TOO_MANY_REQUESTS');
    }
  });
});

describe('the lock-out', () => {
  const logIn = (email: string, password: string, ip: string) =>
    callerFor(env.deps, { ip }).caller.auth.logIn({ email, password });

  it("stops one address guessing one account without shutting the owner's address out", async () => {
    const owner = await createSignedInUser(env.deps);
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountIp.points; attempt++) {
      await expect(logIn(owner.email, 'wrong-password', '203.0.113.50')).rejects.toThrow(MSG.wrongPassword);
    }
    await expect(logIn(owner.email, TEST_PASSWORD, '203.0.113.50')).rejects.toThrow(MSG.tooManyLogins);
    await expect(logIn(owner.email, TEST_PASSWORD, '203.0.113.51')).resolves.toEqual({ ok: true });
  });

  it('counts wrong passwords on resend verification against the same (account, address) pair', async () => {
    const owner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, { ip: '203.0.113.60' });
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccountIp.points; attempt++) {
      await expect(caller.auth.resendVerification({ email: owner.email, password: 'wrong-password' })).rejects.toThrow(
        MSG.wrongPassword,
      );
    }
    await expect(logIn(owner.email, TEST_PASSWORD, '203.0.113.60')).rejects.toThrow(MSG.tooManyLogins);
    await expect(logIn(owner.email, TEST_PASSWORD, '203.0.113.61')).resolves.toEqual({ ok: true });
  });

  it("the account's own limit slows guessing from many addresses; a reset lifts it, and the reset is never locked", async () => {
    const owner = await createSignedInUser(env.deps);
    const email = owner.email.toLowerCase();
    // Failures spread over many addresses, each under its pair limit, up to the account's limit.
    await env.deps.limiters.loginFailuresPerAccount.consume(email, LIMITS.loginFailuresPerAccount.points - 1);
    await expect(logIn(owner.email, 'wrong-password', '203.0.113.70')).rejects.toThrow(MSG.wrongPassword);
    await expect(logIn(owner.email, TEST_PASSWORD, '203.0.113.71')).rejects.toThrow(MSG.tooManyLogins);
    await env.deps.limiters.loginFailuresPerAccountIp.consume(`${email}|203.0.113.72`, LIMITS.loginFailuresPerAccountIp.points);

    // The owner can still ask for a reset and use it, from their own address …
    const owners = callerFor(env.deps, { ip: '203.0.113.72' }).caller;
    await expect(owners.auth.requestPasswordReset({ email: owner.email })).resolves.toEqual({ message: MSG.resetEmailSent });
    await owners.auth.resetPassword(resetInput(oobCode(env.deps.mailer.lastLink(owner.email)), 'after-reset-1'));
    // … and the proof of the mailbox lifts both locks.
    await expect(logIn(owner.email, 'after-reset-1', '203.0.113.72')).resolves.toEqual({ ok: true });
    await expect(logIn(owner.email, 'after-reset-1', '203.0.113.73')).resolves.toEqual({ ok: true });
  });
});
