import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type StudyProgressEntry = { lastAttempted: string; lastScore: number; attempts: number };

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    disabled: boolean('disabled').notNull().default(false),
    studyProgress: jsonb('study_progress').$type<Record<string, StudyProgressEntry>>().notNull().default({}),
    /** The day the learner sits the SAFE exam (YYYY-MM-DD), if they told us: the plan counts down to it. */
    examDate: date('exam_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Lucia-guide sessions: the id is the SHA-256 hash of the cookie's token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One live token per (purpose, user), stored hashed, consumed on use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    purpose: text('purpose', { enum: ['verifyEmail', 'resetPassword'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.purpose, table.userId] }), uniqueIndex('email_tokens_hash_idx').on(table.tokenHash)],
);
