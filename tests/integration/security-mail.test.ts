import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { deliverDueEmails, MAX_MAIL_ATTEMPTS, retryDelayMs } from '../../server/services/mail/mail-outbox';
import { createMailer, type Email, type Mailer } from '../../server/services/mail/mailer';
import { callProcedure } from '../helpers/procedures';
import { callerFor, createTestDeps } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * The mail outbox (issue 16, item 5): with SMTP down, request-reset answered 500 for existing
 * accounts and 200 for unknown ones, and the mail was lost. Now every email is written with its
 * token, sent by a worker with back-off, and an admin sees what is stuck.
 */
/** The real SMTP client, pointed at a port nothing listens on: SMTP is down. */
const smtpDown = createMailer({
  smtpUrl: 'smtp://127.0.0.1:1',
  from: 'MLO Prep <no-reply@test.local>',
  log: pino({ level: 'silent' }),
});
const delivered: Email[] = [];
let smtpUp = false;
const switchable: Mailer = {
  async send(email) {
    if (!smtpUp) return smtpDown.send(email);
    delivered.push(email);
  },
};

const env = setUpTestEnvironment({
  deps: (database) => ({ ...createTestDeps(database.db), mailer: switchable }) as ReturnType<typeof createTestDeps>,
  app: true,
});

const unsent = () => env.deps.db.select().from(mailOutbox).where(eq(mailOutbox.attempts, 1));

describe('the mail outbox', () => {
  it('answers request-reset the same for existing and unknown accounts while SMTP is down, and keeps the mail', async () => {
    const owner = await createSignedInUser(env.deps);
    const reset = { path: 'auth.requestPasswordReset', type: 'mutation' } as const;
    const existing = await callProcedure(env.app, reset, { input: { email: owner.email }, remoteAddress: '198.51.100.40' });
    const unknown = await callProcedure(env.app, reset, {
      input: { email: 'nobody@example.com' },
      remoteAddress: '198.51.100.41',
    });
    expect([existing.status, existing.body]).toEqual([unknown.status, unknown.body]);
    expect(existing.data).toEqual({ message: MSG.resetEmailSent });

    // The first try failed on the request's side, out of its way; the email waits for a retry.
    await vi.waitFor(async () => expect(await unsent()).toHaveLength(1));
    const [row] = await unsent();
    expect(row).toMatchObject({ toAddress: owner.email, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // backed off, not hammering

    // An admin sees it (no body: it holds a live link); a learner may not look.
    const admin = await createSignedInUser(env.deps, { role: 'admin' });
    const stuck = await callerFor(env.deps, admin).caller.mail.stuck();
    expect(stuck).toEqual([expect.objectContaining({ kind: 'password-reset', to: owner.email, attempts: 1, gaveUp: false })]);
    expect(JSON.stringify(stuck)).not.toContain('oobCode');
    const learner = await createSignedInUser(env.deps);
    await expect(callerFor(env.deps, learner).caller.mail.stuck()).rejects.toMatchObject({ code: 'FORBIDDEN' });

    // SMTP is back: the worker's next round sends it, and the link in it works.
    smtpUp = true;
    await env.deps.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
    expect(await deliverDueEmails(env.deps)).toBe(1);
    const link = delivered.find((email) => email.to === owner.email)?.text.match(/oobCode=([a-z2-7]+)/)?.[1];
    expect(link).toBeTruthy();
    await callerFor(env.deps, { ip: '198.51.100.42' }).caller.auth.resetPassword({
      oobCode: link ?? '',
      password: 'after-outage-1',
      confirmPassword: 'after-outage-1',
    });
    const [sent] = await env.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    expect(sent).toMatchObject({ textBody: null, htmlBody: null, lastError: null }); // the link is not kept
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await callerFor(env.deps, admin).caller.mail.stuck()).toEqual([]);
    smtpUp = false;
  });

  it('sign-up and resend also answer normally with SMTP down, and their emails are queued', async () => {
    const { caller } = callerFor(env.deps, { ip: '198.51.100.43' });
    await env.deps.db.delete(mailOutbox);
    await expect(
      caller.auth.signUp({
        fullName: 'Pat Lender',
        email: 'queued@example.com',
        password: 'secret12',
        confirmPassword: 'secret12',
      }),
    ).resolves.toEqual({ email: 'queued@example.com' });
    await vi.waitFor(async () => expect(await unsent()).toHaveLength(1));
  });

  it('backs off 30 s, 1, 2, 4 … minutes up to an hour, and stops after a fixed number of tries', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    expect(MAX_MAIL_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });

  it('never sends an email twice when two workers run at once', async () => {
    smtpUp = true;
    await env.deps.db.delete(mailOutbox);
    const before = delivered.length;
    await env.deps.db.insert(mailOutbox).values(
      Array.from({ length: 6 }, (_, index) => ({
        id: `m${index}`,
        toAddress: `w${index}@example.com`,
        subject: 's',
        textBody: 't',
        htmlBody: 'h',
      })),
    );
    const [a, b] = await Promise.all([deliverDueEmails(env.deps), deliverDueEmails(env.deps)]);
    expect((a ?? 0) + (b ?? 0)).toBe(6);
    expect(delivered.length - before).toBe(6);
    smtpUp = false;
  });
});
