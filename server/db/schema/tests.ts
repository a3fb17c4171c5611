import type { Question } from '@shared/schemas/question';
import type { QuestionResult, SectionScore } from '@shared/scoring';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const tests = pgTable(
  'tests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    difficulty: text('difficulty', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    numQuestions: integer('num_questions').notNull(),
    /** 'practice' (the spec's tests: a topic, all topics or a section) or 'exam' (the full mock exam). */
    type: text('type', { enum: ['practice', 'exam'] })
      .notNull()
      .default('practice'),
    /** What the questions were drawn from: one topic, every topic by the outline's weights, or one section. */
    scope: text('scope', { enum: ['topic', 'all', 'section'] })
      .notNull()
      .default('topic'),
    section: text('section'),
    /** 'tutor': untimed, each answer marked at once with its explanation; counts toward mastery, not the average score. */
    mode: text('mode', { enum: ['timed', 'tutor'] })
      .notNull()
      .default('timed'),
    timeLimitSeconds: integer('time_limit_seconds').notNull().default(3600),
    /** The exam's pretest items: answered like the others, never scored. */
    unscoredIds: jsonb('unscored_ids').$type<string[]>().notNull().default([]),
    /** Where the questions came from: 'ai', 'bank', or 'ai+bank' when the bank topped up the model. */
    source: text('source', { enum: ['ai', 'bank', 'ai+bank'] }).notNull(),
    /** Bank question ids used, so offline mode prefers questions a learner has not seen. */
    bankQuestionIds: jsonb('bank_question_ids').$type<string[]>().notNull().default([]),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /**
     * What scoring needs, kept by PostgreSQL beside the questions: their ids, categories and correct
     * answers in order. Submitting a 120-question exam reads these few kB, not the questions' ~150 kB.
     */
    keyIds: jsonb('key_ids')
      .$type<string[]>()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`jsonb_path_query_array(${tests.questions}, '$[*].id')`),
    keyCategories: jsonb('key_categories')
      .$type<string[]>()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`jsonb_path_query_array(${tests.questions}, '$[*].category')`),
    keyAnswers: jsonb('key_answers')
      .$type<string[]>()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`jsonb_path_query_array(${tests.questions}, '$[*].answers[*] ? (@.isCorrect == true).id')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tests_user_created_idx').on(table.userId, table.createdAt)],
);

export const attempts = pgTable(
  'attempts',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Left without an answer until its time ran out, or given up for a retake: kept, but never scored. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    /** Question ids the learner flagged for review. */
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
  },
  (table) => [
    index('attempts_user_test_idx').on(table.userId, table.testId),
    // /history walks a learner's attempts newest first, a page at a time.
    index('attempts_user_started_idx').on(table.userId, table.startedAt),
    // At most one open attempt per learner and test, however many starts race (insert … on conflict).
    uniqueIndex('attempts_one_open_idx')
      .on(table.testId, table.userId)
      .where(sql`${table.submittedAt} is null and ${table.abandonedAt} is null`),
  ],
);

export const results = pgTable(
  'results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: text('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    difficulty: text('difficulty').notNull().default('intermediate'),
    score: real('score').notNull(),
    correct: integer('correct').notNull(),
    incorrect: integer('incorrect').notNull(),
    total: integer('total').notNull(),
    timeSpent: integer('time_spent').notNull(),
    /** Copied from the test: the rollup trigger keeps tutor results out of the average score. */
    mode: text('mode', { enum: ['timed', 'tutor'] })
      .notNull()
      .default('timed'),
    /** The mock exam's verdict and per-section scores; null for practice tests. */
    passed: boolean('passed'),
    sectionScores: jsonb('section_scores').$type<SectionScore[]>(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    questionResults: jsonb('question_results').$type<Record<string, QuestionResult>>().notNull(),
    userAnswers: jsonb('user_answers').$type<Record<string, string>>().notNull(),
    testSnapshot: jsonb('test_snapshot')
      .$type<{
        /** Results written before 2026-11-24 carry the questions; newer ones read them from their (immutable) test. */
        questions?: Question[];
        topic: string;
        difficulty: string;
        numQuestions: number;
        type?: 'practice' | 'exam';
        unscoredIds?: string[];
      }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('results_attempt_idx').on(table.attemptId),
    index('results_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** Per-category tallies of each result, so category performance is one indexed SQL aggregate. */
export const resultCategories = pgTable(
  'result_categories',
  {
    resultId: text('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [index('result_categories_user_idx').on(table.userId, table.category)],
);
