import type { ReportReason } from '@shared/schemas/question-reports';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tests } from './tests';
import { users } from './users';

/**
 * A learner's report that a question they answered is wrong, unclear or out of date, for an editor
 * to check. One per learner and question of a test (sending again replaces it). The question's text
 * is kept with the report: a generated question exists only in its test.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    /** The question's id in its test (q1…qN). */
    questionId: text('question_id').notNull(),
    /** The bank question it was drawn from; null for a generated question. */
    bankId: text('bank_id'),
    questionText: text('question_text').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('question_reports_one_per_learner_idx').on(table.userId, table.testId, table.questionId),
    index('question_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
  ],
);
