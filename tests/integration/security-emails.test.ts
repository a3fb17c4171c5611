import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, users } from '../../server/db/schema';
import { promoteAdminEmails } from '../../server/services/auth/promote-admins';
import { callerFor, testConfig } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

/**
 * Look-alike addresses (issue 16, item 4): `\u212Aate@…` (KELVIN SIGN) once signed up, took kate@'s
 * place and inherited ADMIN_EMAILS' admin role. Addresses are stored, compared and matched in
 * normal form (NFKC, lower case), and one whose normal form differs invisibly is refused.
 */
const env = setUpTestEnvironment({ deps: { config: testConfig({ ADMIN_EMAILS: ' \u212Aate@Example.com ' }) } });

beforeAll(async () => {
  // Typed with a KELVIN SIGN in the setting too: the setting is normalised like any address.
});
beforeEach(async () => {
  await env.deps.db.delete(rateLimits);
});

const signUp = (email: string) =>
  callerFor(env.deps).caller.auth.signUp({ fullName: 'Pat Lender', email, password: 'secret12', confirmPassword: 'secret12' });
const KELVIN_KATE = '\u212Aate@example.com';

describe('email addresses', () => {
  it('are refused at every form when they differ invisibly from their normal form', async () => {
    const { caller } = callerFor(env.deps);
    for (const email of [KELVIN_KATE, 'ka\u200Bte@example.com', 'ｋａｔｅ@example.com', 'kate\u00AD@example.com']) {
      await expect(signUp(email), email).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(MSG.invalidEmail),
      });
      await expect(caller.auth.requestPasswordReset({ email }), email).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(caller.auth.resendVerification({ email, password: 'secret12' }), email).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect(await env.deps.db.$count(users)).toBe(0);
  });

  it('are stored in normal form, so kate@ cannot be taken by another spelling, and ADMIN_EMAILS matches it', async () => {
    expect(env.deps.config.ADMIN_EMAILS).toEqual(['kate@example.com']);
    await expect(signUp('  Kate@Example.COM ')).resolves.toEqual({ email: 'kate@example.com' });
    const [row] = await env.deps.db.select({ email: users.email, role: users.role }).from(users);
    expect(row).toEqual({ email: 'kate@example.com', role: 'admin' });
    await expect(signUp('KATE@example.com')).rejects.toMatchObject({ message: MSG.emailInUse });
  });

  it('log in by any case of the address', async () => {
    const signedIn = await createSignedInUser(env.deps, { email: 'mixed.case@example.com' });
    const { caller } = callerFor(env.deps, { ip: '203.0.113.90' });
    await expect(caller.auth.logIn({ email: 'Mixed.Case@EXAMPLE.com', password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    expect(signedIn.email).toBe('mixed.case@example.com');
  });

  it('a look-alike stored before normalisation is never promoted by ADMIN_EMAILS nor found as kate@', async () => {
    await env.deps.db.delete(users);
    const lookAlike = await createSignedInUser(env.deps, { email: KELVIN_KATE }); // as an old row would be
    const promoted = await promoteAdminEmails(env.deps.db, env.deps.config.ADMIN_EMAILS, pino({ level: 'silent' }));
    expect(promoted).toEqual([]);
    const [row] = await env.deps.db.select({ role: users.role }).from(users).where(eq(users.id, lookAlike.user.id));
    expect(row?.role).toBe('learner');
    // kate@'s log in does not reach the look-alike's account, even with its password.
    const { caller } = callerFor(env.deps, { ip: '203.0.113.91' });
    await expect(caller.auth.logIn({ email: 'kate@example.com', password: TEST_PASSWORD })).rejects.toMatchObject({
      message: MSG.userNotFound,
    });
  });
});
