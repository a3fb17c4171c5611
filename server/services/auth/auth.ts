import { isAddress, normaliseEmail } from '@shared/email';
import { MSG } from '@shared/messages';
import type {
  LogInInput,
  RequestPasswordResetInput,
  ResendVerificationInput,
  ResetPasswordInput,
  SignUpInput,
} from '@shared/schemas/auth';
import { eq, sql } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { randomId } from '../ids';
import { passwordResetEmail, verificationEmail } from '../mail/email-templates';
import { queueEmail, sendSoon } from '../mail/mail-outbox';
import { consumeOrThrow } from '../rate-limits';
import { consumeEmailToken, emailActionLink, findEmailTokenOwner, issueEmailToken } from './email-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, invalidateUserSessions } from './sessions';

type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'limiters' | 'log' | 'sessionCache'>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The account of an address, compared in normal form. The index folds case with the database's
 * lower(), which on a UTF-8 locale also folds look-alikes such as KELVIN SIGN; a row stored before
 * addresses were normalised is only returned when it is the same address in normal form.
 */
async function findUserByEmail(deps: AuthDeps, email: string) {
  const normalised = normaliseEmail(email);
  const [user] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      passwordHash: users.passwordHash,
      emailVerified: users.emailVerified,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalised));
  return user && isAddress(user.email, [normalised]) ? user : null;
}

/** A new verification token and its email, in one transaction; the email is sent from the outbox. */
async function sendVerification(deps: AuthDeps, user: { id: string; email: string; displayName: string }) {
  const queued = await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, 'verifyEmail', user.id);
    const link = emailActionLink(deps.config.APP_URL, 'verifyEmail', token);
    return queueEmail(tx, verificationEmail({ to: user.email, name: user.displayName, link }), 'verification');
  });
  sendSoon(deps, queued);
}

const accountIpKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts a password attempt before the password is checked, and says whether it may go ahead:
 * first against this (account, address) pair, then the address, then the account. The store's
 * consume is atomic, so a burst of parallel or batched guesses cannot all pass a check made before
 * any of them was counted. The pair's limit comes first so that one address guessing one account is
 * stopped there, long before the account's own (larger) limit, which only slows guessing spread
 * over many addresses.
 */
async function countPasswordAttempt(deps: AuthDeps, email: string, ip: string): Promise<boolean> {
  for (const [limiter, key] of [
    [deps.limiters.loginFailuresPerAccountIp, accountIpKey(email, ip)],
    [deps.limiters.loginFailuresPerIp, ip],
    [deps.limiters.loginFailuresPerAccount, email],
  ] as const) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
  return true;
}

/** The password was right: the attempt was no failure, and the account's failures are forgiven. */
async function forgivePasswordAttempt(deps: AuthDeps, email: string, ip: string) {
  await Promise.allSettled([
    deps.limiters.loginFailuresPerAccountIp.delete(accountIpKey(email, ip)),
    deps.limiters.loginFailuresPerAccount.delete(email),
    deps.limiters.loginFailuresPerIp.reward(ip),
  ]);
}

export async function signUp(deps: AuthDeps, input: SignUpInput, ip: string): Promise<{ email: string }> {
  await consumeOrThrow(deps.limiters.signupPerIp, ip, MSG.tooManyResends);
  if (await findUserByEmail(deps, input.email)) {
    throw new AppError('CONFLICT', MSG.emailInUse, { reason: 'auth/email-already-in-use' });
  }
  const passwordHash = await hashPassword(input.password);
  // Stored, and matched against ADMIN_EMAILS, in normal form (the schema refused hidden differences).
  const email = normaliseEmail(input.email);
  const role = deps.config.ADMIN_EMAILS.includes(email) ? 'admin' : 'learner';
  const user = { id: randomId(), email, displayName: input.fullName, passwordHash, role } as const;
  let queued: Awaited<ReturnType<typeof queueEmail>>;
  try {
    // The user, their verification token and its email exist together or not at all.
    queued = await deps.db.transaction(async (tx) => {
      await tx.insert(users).values({ ...user, emailVerified: false, studyProgress: {} });
      const token = await issueEmailToken(tx, 'verifyEmail', user.id);
      const link = emailActionLink(deps.config.APP_URL, 'verifyEmail', token);
      return queueEmail(tx, verificationEmail({ to: user.email, name: user.displayName, link }), 'verification');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MSG.emailInUse, { reason: 'auth/email-already-in-use' });
    throw error;
  }
  // The sign-up email starts the resend cooldown, as the client's 60-second countdown does.
  await deps.limiters.resendCooldown.consume(user.id).catch(() => {});
  deps.log.info({ event: 'auth.signup', userId: user.id, role }, 'account created');
  sendSoon(deps, queued);
  return { email: user.email };
}

export async function resendVerification(
  deps: AuthDeps,
  input: ResendVerificationInput,
  ip: string,
): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  await consumeOrThrow(deps.limiters.resendPerIp, ip, MSG.tooManyResends);
  if (!(await countPasswordAttempt(deps, email, ip))) {
    throw new AppError('RATE_LIMITED', MSG.tooManyResends, { reason: 'auth/too-many-requests' });
  }
  const user = await findUserByEmail(deps, email);
  if (!user) throw new AppError('NOT_FOUND', MSG.userNotFound, { reason: 'auth/user-not-found' });
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('BAD_INPUT', MSG.wrongPassword, { reason: 'auth/wrong-password' });
  }
  await forgivePasswordAttempt(deps, email, ip);
  if (user.emailVerified) throw new AppError('CONFLICT', MSG.alreadyVerified, { reason: 'auth/already-verified' });
  await consumeOrThrow(deps.limiters.resendCooldown, user.id, MSG.tooManyResends);
  await consumeOrThrow(deps.limiters.resendPerAccount, user.id, MSG.tooManyResends);
  await sendVerification(deps, user);
  deps.log.info({ event: 'auth.resend', userId: user.id }, 'verification email resent');
  return { message: MSG.verificationSent };
}

export async function verifyEmail(deps: AuthDeps, oobCode: string, ip: string): Promise<{ ok: true }> {
  await consumeOrThrow(deps.limiters.verifyPerIp, ip, MSG.tooManyResends);
  const userId = await deps.db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx, 'verifyEmail', oobCode);
    if (owner) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, owner));
    return owner;
  });
  if (!userId) throw new AppError('BAD_INPUT', MSG.verificationFailed, { reason: 'auth/invalid-action-code' });
  deps.log.info({ event: 'auth.verified', userId }, 'email verified');
  return { ok: true };
}

export async function logIn(deps: AuthDeps, input: LogInInput, ip: string): Promise<{ token: string; expiresAt: Date }> {
  const email = normaliseEmail(input.email);
  // The attempt is counted before any password hash is computed.
  if (!(await countPasswordAttempt(deps, email, ip))) {
    deps.log.warn({ event: 'auth.lockout', ip }, 'login refused: too many failures');
    throw new AppError('RATE_LIMITED', MSG.tooManyLogins, { reason: 'auth/too-many-requests' });
  }
  const user = await findUserByEmail(deps, email);
  if (!user) {
    deps.log.info({ event: 'auth.login_failed', reason: 'no-user', ip }, 'login failed');
    throw new AppError('NOT_FOUND', MSG.userNotFound, { reason: 'auth/user-not-found' });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    deps.log.info({ event: 'auth.login_failed', reason: 'password', userId: user.id, ip }, 'login failed');
    throw new AppError('BAD_INPUT', MSG.wrongPassword, { reason: 'auth/wrong-password' });
  }
  await forgivePasswordAttempt(deps, email, ip);
  if (user.disabled) throw new AppError('FORBIDDEN', MSG.userDisabled, { reason: 'auth/user-disabled' });
  if (!user.emailVerified) throw new AppError('FORBIDDEN', MSG.unverified, { reason: 'auth/unverified' });
  const { token, session } = await createSession(deps.db, user.id);
  deps.log.info({ event: 'auth.login', userId: user.id, ip }, 'logged in');
  return { token, expiresAt: session.expiresAt };
}

export async function requestPasswordReset(
  deps: AuthDeps,
  input: RequestPasswordResetInput,
  ip: string,
): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  await consumeOrThrow(deps.limiters.resetPerIp, ip, MSG.tooManyResends);
  await consumeOrThrow(deps.limiters.resetPerEmail, email, MSG.tooManyResends);
  const user = await findUserByEmail(deps, email);
  // The same answer whether or not the account exists: the reset form must not reveal accounts.
  if (user && !user.disabled) {
    // The token and its email in one transaction; sending is the outbox's job, never awaited here,
    // so the answer (and its timing) does not depend on the mailer nor reveal the account.
    const queued = await deps.db.transaction(async (tx) => {
      const token = await issueEmailToken(tx, 'resetPassword', user.id);
      const link = emailActionLink(deps.config.APP_URL, 'resetPassword', token);
      return queueEmail(tx, passwordResetEmail({ to: user.email, name: user.displayName, link }), 'password-reset');
    });
    sendSoon(deps, queued);
    deps.log.info({ event: 'auth.reset_requested', userId: user.id }, 'password reset requested');
  }
  return { message: MSG.resetEmailSent };
}

export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput, ip: string): Promise<{ message: string }> {
  await consumeOrThrow(deps.limiters.resetPasswordPerIp, ip, MSG.tooManyResends);
  // The code is looked up before the new password is hashed: a made-up code costs one indexed read,
  // not an argon2id hash (16 connections of random codes once raised everyone's latency 30-fold).
  if (!(await findEmailTokenOwner(deps.db, 'resetPassword', input.oobCode))) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  const owner = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, 'resetPassword', input.oobCode);
    if (!userId) return null; // used or replaced while the password was hashed
    // The link proves the mailbox, so it verifies the email too; every old session ends.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    await invalidateUserSessions({ db: tx }, userId);
    return user ?? null;
  });
  if (!owner) throw invalidResetLink();
  await deps.sessionCache?.revoke({ userId: owner.id }); // after the commit: no instance may read the old sessions again
  // Proof of the mailbox lifts any lock-out on the account: locking must never shut the owner out.
  const email = normaliseEmail(owner.email);
  await Promise.allSettled([
    deps.limiters.loginFailuresPerAccount.delete(email),
    deps.limiters.loginFailuresPerAccountIp.delete(accountIpKey(email, ip)),
  ]);
  deps.log.info({ event: 'auth.reset', userId: owner.id }, 'password reset; all sessions ended; lock-out lifted');
  return { message: MSG.passwordResetDone };
}

const invalidResetLink = () => new AppError('BAD_INPUT', MSG.resetLinkInvalid, { reason: 'auth/invalid-action-code' });
