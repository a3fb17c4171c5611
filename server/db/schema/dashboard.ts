import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Running totals behind the dashboard, one row per learner and one per (learner, category).
 * Application code never writes them: statement-level triggers on `results` and
 * `result_categories` keep them in step inside the submitting transaction (see
 * drizzle/0002_dashboard_rollup_triggers.sql), so reading the dashboard costs the same with
 * 10 results or 10,000. Aggregating 25,000 category rows per request took ~8 ms of database time.
 */

export const learnerStats = pgTable('learner_stats', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  testsCompleted: integer('tests_completed').notNull().default(0),
  /** Sum of the results' scores; the average is scoreSum / testsCompleted. */
  scoreSum: doublePrecision('score_sum').notNull().default(0),
  lastTestAt: timestamp('last_test_at', { withTimezone: true }),
  /** Timed results only (tutor mode is left out): the Average Score card is timedScoreSum / timedTests. */
  timedTests: integer('timed_tests').notNull().default(0),
  timedScoreSum: doublePrecision('timed_score_sum').notNull().default(0),
});

export const learnerCategoryStats = pgTable(
  'learner_category_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    correct: integer('correct').notNull().default(0),
    total: integer('total').notNull().default(0),
    /**
     * The same answers weighted by recency for mastery (shared/mastery.ts): each answer weighs
     * 0.5^(age / half-life) as of decayedAt. decayedSquares is the sum of squared weights, which gives
     * the effective number of answers behind the estimate.
     */
    decayedCorrect: doublePrecision('decayed_correct').notNull().default(0),
    decayedTotal: doublePrecision('decayed_total').notNull().default(0),
    decayedSquares: doublePrecision('decayed_squares').notNull().default(0),
    decayedAt: timestamp('decayed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
