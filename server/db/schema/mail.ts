import type { MailKind } from '@shared/mail-kinds';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every email, written in the same transaction as its token and sent by a worker with retries
 * (docs/decisions/2026-11-27-mail-outbox.md). The bodies are cleared once sent: a link in them
 * carries a token the database otherwise only keeps hashed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** What the email is for; rows written before the column existed are 'other'. */
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);
