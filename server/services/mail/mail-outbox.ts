import type { MailKind } from '@shared/mail-kinds';
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { randomId } from '../ids';
import type { Email, Mailer } from './mailer';

/** After this many failed tries an email is stuck: it waits for an admin, no more retries. */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long the request's own first try owns a new row before the worker may take it. */
const FIRST_TRY_LEASE_MS = 60_000;
/** How long the worker owns the rows it claimed while it sends them. */
const CLAIM_LEASE_MS = 60_000;

type OutboxDeps = { db: Db; mailer: Mailer; log: Pick<Logger, 'warn' | 'error' | 'info'> };
type Queued = { id: string; email: Email; attempts: number };

/** Back-off after the nth failure: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** Writes an email to the outbox; call it inside the transaction that made its token. */
export async function queueEmail(db: Db, email: Email, kind: MailKind): Promise<Queued> {
  const id = randomId();
  await db.insert(mailOutbox).values({
    id,
    kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    nextAttemptAt: new Date(Date.now() + FIRST_TRY_LEASE_MS),
  });
  return { id, email, attempts: 0 };
}

/**
 * Tries to send a queued email now, without the caller waiting: the request answers the same way
 * (and as fast) whatever the mailer does, and a failure is retried by the worker. The mailer is
 * called before the first await, so a test's capturing mailer holds the message when the call returns.
 */
export function sendSoon(deps: OutboxDeps, queued: Queued): void {
  void deliver(deps, queued).catch((error) => deps.log.error({ err: error, mailId: queued.id }, 'outbox: recording failed'));
}

async function deliver(deps: OutboxDeps, queued: Queued): Promise<boolean> {
  let failure: string | null = null;
  try {
    await deps.mailer.send(queued.email);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure === null) {
    await deps.db
      .update(mailOutbox)
      .set({ sentAt: new Date(), textBody: null, htmlBody: null, lastError: null })
      .where(eq(mailOutbox.id, queued.id));
    return true;
  }
  const attempts = queued.attempts + 1;
  deps.log.warn({ mailId: queued.id, attempts, error: failure }, 'outbox: email not sent; it will be retried');
  await deps.db
    .update(mailOutbox)
    .set({ attempts, lastError: failure.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) })
    .where(eq(mailOutbox.id, queued.id));
  return false;
}

/**
 * Claims the emails that are due (FOR UPDATE SKIP LOCKED, so instances never share one) and sends
 * them. Returns how many were sent.
 */
export async function deliverDueEmails(deps: OutboxDeps, limit = 20): Promise<number> {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, new Date()),
          sql`${mailOutbox.attempts} < ${MAX_MAIL_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(sql`${mailOutbox.id} in ${due.map((row) => row.id)}`)
      .returning();
  });
  let sent = 0;
  for (const row of claimed) {
    const email = { to: row.toAddress, subject: row.subject, text: row.textBody ?? '', html: row.htmlBody ?? '' };
    if (await deliver(deps, { id: row.id, email, attempts: row.attempts })) sent++;
  }
  return sent;
}

/** Sends due emails every `intervalMs` until stopped; a failed round is logged and the next one runs. */
export function startMailWorker(deps: OutboxDeps, intervalMs = 5_000) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      deliverDueEmails(deps).catch((error) => deps.log.error({ err: error }, 'outbox: delivery round failed')),
    );
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Emails not sent after their first tries: what an admin needs to see (no bodies: they hold links). */
export async function listStuckEmails(db: Db, now = new Date()) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        or(gt(mailOutbox.attempts, 0), lte(mailOutbox.createdAt, new Date(now.getTime() - 5 * 60_000))),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({ ...row, gaveUp: row.attempts >= MAX_MAIL_ATTEMPTS }));
}
