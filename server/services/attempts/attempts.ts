import { DEADLINE_GRACE_SECONDS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { attempts, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { randomId } from '../ids';
import { attemptRowColumns } from '../tests/test-columns';
import { feedbackOfAnswers } from '../tests/test-modes';
import { getOwnedTest, hideAnswers, type OwnedTest } from '../tests/tests';
import { closeExpiredAttempt, finalizeAttempt } from './finalize-attempt';

const GRACE_MS = DEADLINE_GRACE_SECONDS * 1000;

export type AttemptRow = typeof attempts.$inferSelect;

const isExpired = (attempt: Pick<AttemptRow, 'deadline'>, now = Date.now()) => now > attempt.deadline.getTime() + GRACE_MS;
const isOpen = and(isNull(attempts.submittedAt), isNull(attempts.abandonedAt));

async function openAttempt(db: Db, userId: string, testId: string) {
  const [attempt] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), isOpen))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
  return attempt ?? null;
}

/**
 * One open attempt per learner and test, however many starts race: the partial unique index
 * (attempts_one_open_idx) turns every insert after the first into a no-op, and all read the winner.
 */
async function insertOrReadOpenAttempt(db: Db, userId: string, test: OwnedTest): Promise<AttemptRow> {
  const startedAt = new Date();
  await db
    .insert(attempts)
    .values({
      id: randomId(),
      testId: test.id,
      userId,
      answers: {},
      startedAt,
      deadline: new Date(startedAt.getTime() + test.timeLimitSeconds * 1000),
    })
    .onConflictDoNothing({
      target: [attempts.testId, attempts.userId],
      where: sql.raw('submitted_at is null and abandoned_at is null'),
    });
  const attempt = await openAttempt(db, userId, test.id);
  if (!attempt) throw new AppError('INTERNAL', MSG.internal);
  return attempt;
}

function inProgress(test: OwnedTest, attempt: AttemptRow) {
  return {
    status: 'in-progress' as const,
    serverNow: new Date(),
    attempt: {
      id: attempt.id,
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      answers: attempt.answers,
      flags: attempt.flags,
    },
    // Tutor mode shows each answered question's mark and explanation again on resume.
    feedback: test.mode === 'tutor' ? feedbackOfAnswers(test.questions, attempt.answers) : {},
    test: {
      id: test.id,
      topic: test.topic,
      difficulty: test.difficulty,
      type: test.type,
      mode: test.mode,
      numQuestions: test.numQuestions,
      timeLimitSeconds: test.timeLimitSeconds,
      questions: hideAnswers(test.questions),
    },
  };
}

/**
 * The learner's attempt at a test that can be continued, read and nothing written: the test page
 * shows it on every visit after the first (a reload, back from the dashboard). `not-started` when
 * there is none, or its time ran out: then attempts.start begins one (and closes the expired one).
 */
export async function readOpenAttempt(db: Db, userId: string, testId: string) {
  const test = await getOwnedTest(db, userId, testId);
  const open = await openAttempt(db, userId, test.id);
  return open && !isExpired(open) ? inProgress(test, open) : { status: 'not-started' as const };
}

/**
 * Opening a test resumes the learner's open attempt (same attempt, same deadline), or starts one
 * whose deadline is kept on the server. An attempt whose time ran out while the learner was away is
 * closed here first: submitted at its deadline if it has answers (its result is returned), abandoned
 * if it has none (a new attempt starts). `fresh` (Retake, after the learner agreed) abandons an
 * attempt still open and starts over with a full timer.
 */
export async function startOrResumeAttempt(db: Db, userId: string, input: { testId: string; fresh: boolean }) {
  const test = await getOwnedTest(db, userId, input.testId);
  const open = await openAttempt(db, userId, test.id);
  if (open && isExpired(open)) {
    const closed = await closeExpiredAttempt(db, userId, open.id);
    if (closed.resultId && !input.fresh) return { status: 'completed' as const, resultId: closed.resultId };
  } else if (open && input.fresh) {
    await abandonAttempt(db, userId, open.id);
  } else if (open) {
    return inProgress(test, open);
  }
  return inProgress(test, await insertOrReadOpenAttempt(db, userId, test));
}

/** Gives up an open attempt: kept (history shows it abandoned), never scored. */
export async function abandonAttempt(db: Db, userId: string, attemptId: string) {
  const [abandoned] = await db
    .update(attempts)
    .set({ abandonedAt: new Date() })
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId), isOpen))
    .returning({ id: attempts.id });
  if (!abandoned) await requireOpenAttempt(db, userId, attemptId);
  return { abandoned: true as const };
}

/** Throws the clear error for an attempt that is missing, not the learner's, submitted or abandoned. */
async function requireOpenAttempt(db: Db, userId: string, attemptId: string) {
  const [attempt] = await db
    .select({ submittedAt: attempts.submittedAt, abandonedAt: attempts.abandonedAt, deadline: attempts.deadline })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  if (!attempt) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
  if (attempt.submittedAt) throw new AppError('CONFLICT', MSG.attemptSubmitted, { reason: 'attempts/submitted' });
  if (attempt.abandonedAt) throw new AppError('CONFLICT', MSG.attemptAbandoned, { reason: 'attempts/abandoned' });
  return attempt;
}

/** The question ids of the attempt's test, so an answer or flag to anything else is refused. */
async function testQuestionIds(db: Db, userId: string, attemptId: string): Promise<Set<string>> {
  const [row] = await db
    .select({ ids: tests.keyIds })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  return new Set(row?.ids ?? []);
}

async function requireQuestionOfAttempt(db: Db, userId: string, attemptId: string, questionId: string) {
  const ids = await testQuestionIds(db, userId, attemptId);
  if (ids.size === 0) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
  if (!ids.has(questionId)) throw new AppError('BAD_INPUT', MSG.unknownQuestion, { reason: 'attempts/unknown-question' });
}

const inTime = sql`now() <= ${attempts.deadline} + make_interval(secs => ${DEADLINE_GRACE_SECONDS})`;

/** The one query of a saved answer, built once per database (server/db/prepared.ts). */
const saveAnswerQuery = preparedPerDb((db) => {
  const questionId = sql.placeholder('questionId');
  return db
    .update(attempts)
    .set({ answers: sql`${attempts.answers} || jsonb_build_object(${questionId}::text, ${sql.placeholder('answerId')}::text)` })
    .where(
      and(
        eq(attempts.id, sql.placeholder('attemptId')),
        eq(attempts.userId, sql.placeholder('userId')),
        isOpen,
        inTime,
        // The answer key's ids (a few kB kept beside the questions), not the questions themselves.
        sql`exists (select 1 from tests t where t.id = ${attempts.testId} and jsonb_exists(t.key_ids, ${questionId}::text))`,
      ),
    )
    .returning({ id: attempts.id })
    .prepare('save_answer');
});

/** Stores one answer at once; idempotent; refused after the deadline (plus grace), after submit, or for a question the test lacks. */
export async function saveAnswer(db: Db, userId: string, input: { attemptId: string; questionId: string; answerId: string }) {
  const [updated] = await saveAnswerQuery(db).execute({ ...input, userId });
  if (updated) return { saved: true as const };
  await requireQuestionOfAttempt(db, userId, input.attemptId, input.questionId);
  await requireOpenAttempt(db, userId, input.attemptId);
  // Its own, open, and the question is in its test: the update's one other condition, the deadline
  // (by the database's clock), is what refused it. The driver's empty results that once also got
  // here (a cut connection) are fixed in patches/postgres+3.4.9.patch.
  await closeExpiredAttempt(db, userId, input.attemptId);
  throw new AppError('CONFLICT', MSG.deadlinePassed, { reason: 'attempts/expired' });
}

/** Flags or unflags a question for review before submitting (kept with the attempt, so a reload keeps it). */
export async function setFlag(db: Db, userId: string, input: { attemptId: string; questionId: string; flagged: boolean }) {
  await requireQuestionOfAttempt(db, userId, input.attemptId, input.questionId);
  const flags = input.flagged
    ? sql`(select coalesce(jsonb_agg(distinct f), '[]'::jsonb) from jsonb_array_elements_text(${attempts.flags} || jsonb_build_array(${input.questionId}::text)) f)`
    : sql`(select coalesce(jsonb_agg(f), '[]'::jsonb) from jsonb_array_elements_text(${attempts.flags}) f where f <> ${input.questionId}::text)`;
  const [updated] = await db
    .update(attempts)
    .set({ flags })
    .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, userId), isOpen, inTime))
    .returning({ flags: attempts.flags });
  if (!updated) {
    await requireOpenAttempt(db, userId, input.attemptId);
    throw new AppError('CONFLICT', MSG.deadlinePassed, { reason: 'attempts/expired' });
  }
  return { flags: updated.flags };
}

/** Submits an open attempt (idempotent: a second submit returns the same result). */
export async function submitAttempt(db: Db, userId: string, attemptId: string) {
  const [attempt] = await db
    .select({ abandonedAt: attempts.abandonedAt })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  if (attempt?.abandonedAt) throw new AppError('CONFLICT', MSG.attemptAbandoned, { reason: 'attempts/abandoned' });
  return finalizeAttempt(db, userId, attemptId);
}

/** The learner's open attempts, newest first, for the dashboard's Continue cards (answers counted, not sent). */
export async function listOpenAttempts(db: Db, userId: string) {
  return openAttemptsQuery(db).execute({ userId });
}

const openAttemptsQuery = preparedPerDb((db) =>
  db
    .select({
      ...attemptRowColumns,
      numQuestions: tests.numQuestions,
      answered: sql<number>`(select count(*)::int from jsonb_object_keys(${attempts.answers}))`,
      deadline: attempts.deadline,
    })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(and(eq(attempts.userId, sql.placeholder('userId')), isOpen, sql`${attempts.deadline} > now()`))
    .orderBy(desc(attempts.startedAt))
    .limit(5)
    .prepare('open_attempts'),
);
