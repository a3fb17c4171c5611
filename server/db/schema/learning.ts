import type { Question } from '@shared/schemas/question';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The review deck: one row per learner and question, holding the question as it was shown and its
 * FSRS state (ts-fsrs's Card, column for column). `cardKey` names the question across tests: the bank
 * id for bank questions, `testId:questionId` for one a model wrote.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardKey: text('card_key').notNull(),
    question: jsonb('question').$type<Question>().notNull(),
    category: text('category').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** Right answers in a row, each after a longer interval than the one before; at 3 the card leaves the deck. */
    rightStreak: integer('right_streak').notNull().default(0),
    lastRightInterval: doublePrecision('last_right_interval').notNull().default(0),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_cards_user_key_idx').on(table.userId, table.cardKey),
    // "Review (N due)" counts and lists the live cards by due date.
    index('review_cards_user_due_idx')
      .on(table.userId, table.due)
      .where(sql`${table.suspendedAt} is null and ${table.retiredAt} is null`),
  ],
);

/** Days (UTC) on which the learner answered anything: a submitted test or a graded card. */
export const studyDays = pgTable(
  'study_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
