import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, rateLimits, sessions, users } from '../../server/db/schema';
import { hashToken, validateSessionToken } from '../../server/services/auth/sessions';
import { callerFor, testConfig } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

const env = setUpTestEnvironment({ deps: { config: testConfig({ ADMIN_EMAILS: 'boss@example.com' }) } });

beforeEach(async () => {
  await env.deps.db.delete(rateLimits);
});

const signUpInput = (email: string, overrides: Record<string, string> = {}) => ({
  fullName: '  Pat Lender  ',
  email: `  ${email}  `,
  password: 'secret12',
  confirmPassword: 'secret12',
  ...overrides,
});

const oobCode = (link: string | null) => new URL(link ?? 'http://x').searchParams.get('oobCode') ?? '';

async function signUpAndVerify(email: string) {
  const { caller } = callerFor(env.deps);
  await caller.auth.signUp(signUpInput(email));
  await caller.auth.verifyEmail({ oobCode: oobCode(env.deps.mailer.lastLink(email)) });
}

async function expectError(promise: Promise<unknown>, message: string, code?: string) {
  const error = await promise.then(
    () => null,
    (caught: { message: string; code: string }) => caught,
  );
  expect(error, `expected "${message}"`).not.toBeNull();
  expect(error?.message).toContain(message);
  if (code) expect(error?.code).toBe(code);
}

describe('signUp', () => {
  it('creates an unverified learner with trimmed fields and emails a verification link', async () => {
    const { caller } = callerFor(env.deps);
    const result = await caller.auth.signUp(signUpInput('new.user@example.com'));
    expect(result.email).toBe('new.user@example.com');
    const [row] = await env.deps.db.select().from(users).where(eq(users.email, 'new.user@example.com'));
    expect(row).toMatchObject({ displayName: 'Pat Lender', emailVerified: false, role: 'learner', studyProgress: {} });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const link = env.deps.mailer.lastLink('new.user@example.com');
    expect(link).toMatch(/^http:\/\/localhost:3000\/__\/auth\/action\?mode=verifyEmail&oobCode=[a-z2-7]{32}$/);
    const [token] = await env.deps.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, row?.id ?? ''));
    expect(token?.tokenHash).toBe(hashToken(oobCode(link)));
    expect(token?.tokenHash).not.toContain(oobCode(link));
  });

  it('gives the admin role to ADMIN_EMAILS', async () => {
    await callerFor(env.deps).caller.auth.signUp(signUpInput('Boss@Example.com'));
    const [row] = await env.deps.db.select().from(users).where(eq(users.email, 'boss@example.com')); // stored in normal form
    expect(row?.role).toBe('admin');
  });

  it('refuses a registered email, case-insensitively', async () => {
    const { caller } = callerFor(env.deps);
    await caller.auth.signUp(signUpInput('dupe@example.com'));
    await expectError(caller.auth.signUp(signUpInput('DUPE@example.com')), MSG.emailInUse, 'CONFLICT');
  });

  it.each([
    [{ fullName: '' }, MSG.allFieldsRequired],
    [{ fullName: 'A' }, MSG.nameTooShort],
    [{ email: 'not-an-email' }, MSG.invalidEmail],
    [{ password: 'abc', confirmPassword: 'abc' }, MSG.passwordTooShort],
    [{ confirmPassword: 'different1' }, MSG.passwordsDoNotMatch],
  ])('validates %o with the spec message', async (overrides, message) => {
    const error = await callerFor(env.deps)
      .caller.auth.signUp(signUpInput('valid@example.com', overrides))
      .catch((caught) => caught);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
  });

  it('rejects malformed input with 4xx and writes nothing', async () => {
    const { caller } = callerFor(env.deps);
    const before = (await env.deps.db.select().from(users)).length;
    const bad: unknown[] = [
      { ...signUpInput('long@example.com'), fullName: 'x'.repeat(10_000) },
      { ...signUpInput('num@example.com'), fullName: 42 },
      { email: 'missing@example.com' },
      { ...signUpInput('extra@example.com'), role: 'admin' },
    ];
    for (const input of bad) {
      const error = await caller.auth.signUp(input as never).catch((caught) => caught);
      expect(error.code).toBe('BAD_REQUEST');
    }
    expect((await env.deps.db.select().from(users)).length).toBe(before);
  });
});

describe('verifyEmail', () => {
  it('verifies once; a used, unknown or expired code fails', async () => {
    const { caller } = callerFor(env.deps);
    await caller.auth.signUp(signUpInput('verify@example.com'));
    const code = oobCode(env.deps.mailer.lastLink('verify@example.com'));
    await expect(caller.auth.verifyEmail({ oobCode: code })).resolves.toEqual({ ok: true });
    await expectError(caller.auth.verifyEmail({ oobCode: code }), MSG.verificationFailed);
    await expectError(caller.auth.verifyEmail({ oobCode: 'unknowncode' }), MSG.verificationFailed);

    await caller.auth.signUp(signUpInput('expired@example.com'));
    const expiredCode = oobCode(env.deps.mailer.lastLink('expired@example.com'));
    await env.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(expiredCode)));
    await expectError(caller.auth.verifyEmail({ oobCode: expiredCode }), MSG.verificationFailed);
  });
});

describe('logIn', () => {
  it('refuses unverified accounts, unknown emails and wrong passwords with the spec messages', async () => {
    const { caller } = callerFor(env.deps);
    await caller.auth.signUp(signUpInput('unverified@example.com'));
    await expectError(caller.auth.logIn({ email: 'unverified@example.com', password: 'secret12' }), MSG.unverified);
    await expectError(caller.auth.logIn({ email: 'nobody@example.com', password: 'secret12' }), MSG.userNotFound);
    await expectError(caller.auth.logIn({ email: 'unverified@example.com', password: 'wrong-pass' }), MSG.wrongPassword);
    await expectError(caller.auth.logIn({ email: '', password: '' }), MSG.loginFieldsRequired);
  });

  it('refuses a disabled account', async () => {
    await signUpAndVerify('disabled@example.com');
    await env.deps.db.update(users).set({ disabled: true }).where(eq(users.email, 'disabled@example.com'));
    await expectError(
      callerFor(env.deps).caller.auth.logIn({ email: 'disabled@example.com', password: 'secret12' }),
      MSG.userDisabled,
    );
  });

  it('starts a session stored only as a hash, with a new token at every log in', async () => {
    await signUpAndVerify('session@example.com');
    const first = callerFor(env.deps);
    await first.caller.auth.logIn({ email: 'SESSION@example.com ', password: 'secret12' });
    const second = callerFor(env.deps);
    await second.caller.auth.logIn({ email: 'session@example.com', password: 'secret12' });
    expect(first.cookie.token).toMatch(/^[a-z2-7]{32}$/);
    expect(second.cookie.token).not.toBe(first.cookie.token);
    const stored = await env.deps.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((row) => row.id)).toContain(hashToken(first.cookie.token ?? ''));
    expect(stored.map((row) => row.id)).not.toContain(first.cookie.token);
    const validated = await validateSessionToken(env.deps.db, second.cookie.token ?? '');
    expect(validated?.user.email).toBe('session@example.com');
  });

  it('locks an (account, address) pair after 10 failures in 15 minutes, before hashing; another address still gets in', async () => {
    await signUpAndVerify('locked@example.com');
    const { caller } = callerFor(env.deps, { ip: '10.0.0.1' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => caller.auth.logIn({ email: 'locked@example.com', password: 'wrong-pass' })),
    );
    expect(attempts.every((attempt) => attempt.status === 'rejected')).toBe(true);
    await expectError(
      caller.auth.logIn({ email: 'locked@example.com', password: 'secret12' }),
      MSG.tooManyLogins,
      'TOO_MANY_REQUESTS',
    );
    const fromOtherIp = callerFor(env.deps, { ip: '10.0.0.2' }).caller;
    await expect(fromOtherIp.auth.logIn({ email: 'locked@example.com', password: 'secret12' })).resolves.toEqual({ ok: true });
  });

  it('limits failures per IP across accounts', async () => {
    const { caller } = callerFor(env.deps, { ip: '10.9.9.9' });
    for (let index = 0; index < 50; index++) {
      await caller.auth.logIn({ email: `ghost${index}@example.com`, password: 'whatever1' }).catch(() => {});
    }
    await expectError(caller.auth.logIn({ email: 'ghost-last@example.com', password: 'whatever1' }), MSG.tooManyLogins);
  });
});

describe('resendVerification', () => {
  it('follows the spec: password checked, cooldown enforced, verified accounts refused', async () => {
    const { caller } = callerFor(env.deps);
    await caller.auth.signUp(signUpInput('resend@example.com'));
    await expectError(caller.auth.resendVerification({ email: 'nobody2@example.com', password: 'secret12' }), MSG.userNotFound);
    await expectError(caller.auth.resendVerification({ email: 'resend@example.com', password: 'bad-pass' }), MSG.wrongPassword);
    // The sign-up email started the 60-second cooldown.
    await expectError(caller.auth.resendVerification({ email: 'resend@example.com', password: 'secret12' }), MSG.tooManyResends);
    await env.deps.db.delete(rateLimits);
    const sentBefore = env.deps.mailer.sent.length;
    await expect(caller.auth.resendVerification({ email: 'resend@example.com', password: 'secret12' })).resolves.toEqual({
      message: MSG.verificationSent,
    });
    expect(env.deps.mailer.sent.length).toBe(sentBefore + 1);
    await caller.auth.verifyEmail({ oobCode: oobCode(env.deps.mailer.lastLink('resend@example.com')) });
    await expectError(caller.auth.resendVerification({ email: 'resend@example.com', password: 'secret12' }), MSG.alreadyVerified);
  });
});

describe('password reset', () => {
  it('resets with a single-use link, ends every session and lets the new password in', async () => {
    await signUpAndVerify('reset@example.com');
    const device = callerFor(env.deps);
    await device.caller.auth.logIn({ email: 'reset@example.com', password: 'secret12' });
    const { caller } = callerFor(env.deps);
    await expect(caller.auth.requestPasswordReset({ email: 'reset@example.com' })).resolves.toEqual({
      message: MSG.resetEmailSent,
    });
    await expect(caller.auth.requestPasswordReset({ email: 'unknown@example.com' })).resolves.toEqual({
      message: MSG.resetEmailSent,
    });
    const link = env.deps.mailer.lastLink('reset@example.com');
    expect(link).toContain('/__/auth/action?mode=resetPassword&oobCode=');
    const code = oobCode(link);
    await caller.auth.resetPassword({ oobCode: code, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(await validateSessionToken(env.deps.db, device.cookie.token ?? '')).toBeNull();
    await expectError(
      caller.auth.resetPassword({ oobCode: code, password: 'another-1', confirmPassword: 'another-1' }),
      MSG.resetLinkInvalid,
    );
    await expectError(caller.auth.logIn({ email: 'reset@example.com', password: 'secret12' }), MSG.wrongPassword);
    await expect(caller.auth.logIn({ email: 'reset@example.com', password: 'brand-new-1' })).resolves.toEqual({ ok: true });
  });

  it('expires reset links after an hour', async () => {
    await signUpAndVerify('reset2@example.com');
    const { caller } = callerFor(env.deps);
    await caller.auth.requestPasswordReset({ email: 'reset2@example.com' });
    const code = oobCode(env.deps.mailer.lastLink('reset2@example.com'));
    await env.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.tokenHash, hashToken(code)));
    await expectError(
      caller.auth.resetPassword({ oobCode: code, password: 'brand-new-1', confirmPassword: 'brand-new-1' }),
      MSG.resetLinkInvalid,
    );
  });
});

describe('sessions', () => {
  it('me returns the signed-in user without secrets; logOut ends the session', async () => {
    const signedIn = await createSignedInUser(env.deps);
    const { caller, cookie } = callerFor(env.deps, signedIn);
    const me = await caller.auth.me();
    expect(me).toMatchObject({ email: signedIn.email, role: 'learner' });
    expect(JSON.stringify(me)).not.toContain('argon2');
    await caller.auth.logOut();
    expect(cookie.cleared).toBe(true);
    expect(await validateSessionToken(env.deps.db, signedIn.token)).toBeNull();
    expect(await callerFor(env.deps).caller.auth.me()).toBeNull();
  });

  it('a failed log in while signed in keeps the current session; a successful one replaces it', async () => {
    const signedIn = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, signedIn);
    await expectError(caller.auth.logIn({ email: signedIn.email, password: 'not-the-password' }), MSG.wrongPassword);
    expect(await validateSessionToken(env.deps.db, signedIn.token)).not.toBeNull();
    await caller.auth.logIn({ email: signedIn.email, password: TEST_PASSWORD });
    expect(await validateSessionToken(env.deps.db, signedIn.token)).toBeNull();
  });

  it('slides the 30-day expiry forward when under 15 days remain, and drops expired sessions', async () => {
    const signedIn = await createSignedInUser(env.deps);
    const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await env.deps.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, signedIn.session.id));
    const refreshed = await validateSessionToken(env.deps.db, signedIn.token);
    expect(refreshed?.refreshed).toBe(true);
    expect(refreshed?.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    await env.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.id, signedIn.session.id));
    expect(await validateSessionToken(env.deps.db, signedIn.token)).toBeNull();
  });
});
