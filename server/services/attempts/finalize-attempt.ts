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
    const [attempt] = await tx
      .update(attempts)
      .set({ submittedAt: new Date() })
      .where(
        and(eq(attempts.id, attemptId), eq(attempts.userId, userId), isNull(attempts.submittedAt), isNull(attempts.abandonedAt)),
      )
      .returning();
    if (!attempt) {
      const [existing] = await tx
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.attemptId, attemptId), eq(results.userId, userId)));
      if (existing) return { resultId: existing.id };
      throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
    }
    const [test] = await tx
      .select({ ...testShapeColumns, keyIds: tests.keyIds, keyCategories: tests.keyCategories, keyAnswers: tests.keyAnswers })
      .from(tests)
      .where(eq(tests.id, attempt.testId));
    if (!test) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'tests/not-found' });

    const questions = test.keyIds.map((id, index) => ({
      id,
      category: test.keyCategories[index] ?? '',
      answers: [{ id: test.keyAnswers[index] ?? '', isCorrect: true }],
    }));
    const score = scoreAttempt(questions, attempt.answers, test.unscoredIds);
    const isExam = test.type === 'exam';
    // Time stops at the deadline: an attempt finalised later by the server is not charged for it.
    const endTime = new Date(Math.min(Date.now(), attempt.deadline.getTime()));
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
    const entry = sql`jsonb_build_object(
      'lastAttempted', ${endTime.toISOString()}::text,
      'lastScore', ${score.score}::float8,
      'attempts', coalesce((${users.studyProgress} -> ${test.topic}::text ->> 'attempts')::int, 0) + 1)`;
    await tx
      .update(users)
      .set({ studyProgress: sql`${users.studyProgress} || jsonb_build_object(${test.topic}::text, ${entry})` })
      .where(eq(users.id, userId));
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
