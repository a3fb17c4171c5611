import { DEADLINE_GRACE_SECONDS, DEFAULT_DIFFICULTY } from '@shared/constants';
import { passesExam } from '@shared/exam';
import { MSG } from '@shared/messages';
import { scoreAttempt, sectionScores } from '@shared/scoring';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, resultCategories, results, tests, users } from '../../db/schema';
import { AppError } from '../../errors';
import { randomId } from '../ids';
import { addCardsFromAttempt } from '../learning/review-cards';
import { recordStudyDay } from '../learning/study-days';
import { testShapeColumns } from '../tests/test-columns';

/**
 * Submits an attempt: scores it on the server and writes the result, its category tallies and
 * the learner's studyProgress in one transaction. Idempotent: whoever flips `submitted_at`
 * first writes the result; every other call (double click, retry, second tab) gets that result.
 */
export async function finalizeAttempt(db: Db, userId: string, attemptId: string): Promise<{ resultId: string }> {
  return db.transaction(async (tx) => {
    const { attempt, resultId: earlier } = await claimAttempt(tx, userId, attemptId);
    if (!attempt) return { resultId: earlier };
    const test = await answerKeyOf(tx, attempt.testId);
    const score = scoreAttempt(test.questions, attempt.answers, test.unscoredIds);
    // Time stops at the deadline: an attempt finalised later by the server is not charged for it.
    const endTime = new Date(Math.min(Date.now(), attempt.deadline.getTime()));
    const resultId = await writeResult(tx, { userId, attempt, test, score, endTime });
    await recordTopicProgress(tx, userId, test.topic, score.score, endTime);
    // The learning loop, in the same transaction: missed and flagged questions join the review deck.
    await addCardsFromAttempt(tx, {
      userId,
      testId: test.id,
      questionResults: score.questionResults,
      flags: attempt.flags,
      now: endTime,
    });
    await recordStudyDay(tx, userId, endTime);
    return { resultId };
  });
}

/** Flips submitted_at once; a second caller gets the result the first one wrote. */
async function claimAttempt(tx: Db, userId: string, attemptId: string) {
  const [attempt] = await tx
    .update(attempts)
    .set({ submittedAt: new Date() })
    .where(
      and(eq(attempts.id, attemptId), eq(attempts.userId, userId), isNull(attempts.submittedAt), isNull(attempts.abandonedAt)),
    )
    .returning();
  if (attempt) return { attempt, resultId: null };
  const [existing] = await tx
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.attemptId, attemptId), eq(results.userId, userId)));
  if (existing) return { attempt: null, resultId: existing.id };
  throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
}

/** The test's shape and its answer key (kept apart from the questions the learner was served). */
async function answerKeyOf(tx: Db, testId: string) {
  const [test] = await tx
    .select({ ...testShapeColumns, keyIds: tests.keyIds, keyCategories: tests.keyCategories, keyAnswers: tests.keyAnswers })
    .from(tests)
    .where(eq(tests.id, testId));
  if (!test) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'tests/not-found' });
  const questions = test.keyIds.map((id, index) => ({
    id,
    category: test.keyCategories[index] ?? '',
    answers: [{ id: test.keyAnswers[index] ?? '', isCorrect: true }],
  }));
  return { ...test, questions };
}

async function writeResult(
  tx: Db,
  input: {
    userId: string;
    attempt: typeof attempts.$inferSelect;
    test: Awaited<ReturnType<typeof answerKeyOf>>;
    score: ReturnType<typeof scoreAttempt>;
    endTime: Date;
  },
) {
  const { userId, attempt, test, score, endTime } = input;
  const isExam = test.type === 'exam';
  const timeSpent = Math.min(
    test.timeLimitSeconds,
    Math.max(0, Math.round((endTime.getTime() - attempt.startedAt.getTime()) / 1000)),
  );
  const resultId = randomId();
  await tx.insert(results).values({
    id: resultId,
    userId,
    testId: test.id,
    attemptId: attempt.id,
    topic: test.topic,
    difficulty: test.difficulty ?? DEFAULT_DIFFICULTY,
    score: score.score,
    correct: score.correct,
    incorrect: score.incorrect,
    total: score.total,
    timeSpent,
    mode: test.mode,
    passed: isExam ? passesExam(score.score) : null,
    sectionScores: isExam ? sectionScores(score.questionResults) : null,
    startTime: attempt.startedAt,
    endTime,
    questionResults: score.questionResults,
    userAnswers: attempt.answers,
    // The questions stay in the test row, which is never changed: copying them here doubled the
    // write (a 120-question exam's questions are ~150 kB) for nothing.
    testSnapshot: {
      topic: test.topic,
      difficulty: test.difficulty,
      numQuestions: test.numQuestions,
      type: test.type,
      unscoredIds: test.unscoredIds,
    },
  });
  if (score.categories.length) {
    await tx.insert(resultCategories).values(score.categories.map((tally) => ({ resultId, userId, ...tally })));
  }
  return resultId;
}

/** users.study_progress: per topic, the latest score and date and how many tests (readiness reads it). */
async function recordTopicProgress(tx: Db, userId: string, topic: string, score: number, endTime: Date) {
  const entry = sql`jsonb_build_object(
    'lastAttempted', ${endTime.toISOString()}::text,
    'lastScore', ${score}::float8,
    'attempts', coalesce((${users.studyProgress} -> ${topic}::text ->> 'attempts')::int, 0) + 1)`;
  await tx
    .update(users)
    .set({ studyProgress: sql`${users.studyProgress} || jsonb_build_object(${topic}::text, ${entry})` })
    .where(eq(users.id, userId));
}

/**
 * Closes an open attempt whose time ran out: one with answers is submitted at its deadline (it
 * counts, as the real exam would); one with none is abandoned — kept for history, never scored,
 * so a test opened and left does not read as a 0% result.
 */
export async function closeExpiredAttempt(db: Db, userId: string, attemptId: string): Promise<{ resultId: string | null }> {
  const [abandoned] = await db
    .update(attempts)
    .set({ abandonedAt: sql`${attempts.deadline}` })
    .where(
      and(
        eq(attempts.id, attemptId),
        eq(attempts.userId, userId),
        isNull(attempts.submittedAt),
        isNull(attempts.abandonedAt),
        sql`${attempts.answers} = '{}'::jsonb`,
      ),
    )
    .returning({ id: attempts.id });
  if (abandoned) return { resultId: null };
  const [attempt] = await db
    .select({ abandonedAt: attempts.abandonedAt })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  if (attempt?.abandonedAt) return { resultId: null };
  return finalizeAttempt(db, userId, attemptId);
}

/** Closes every attempt of this learner whose time ran out (run once per request, before any read). */
export async function closeExpiredAttempts(db: Db, userId: string) {
  const expired = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, userId),
        isNull(attempts.submittedAt),
        isNull(attempts.abandonedAt),
        lt(attempts.deadline, new Date(Date.now() - DEADLINE_GRACE_SECONDS * 1000)),
      ),
    );
  for (const attempt of expired) await closeExpiredAttempt(db, userId, attempt.id);
  return expired.length;
}
