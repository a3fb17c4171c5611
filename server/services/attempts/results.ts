import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { results, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { personalBestFor } from './personal-best';

/** The owner's saved result, with the test snapshot it was scored against. */
export async function getResult(db: Db, userId: string, resultId: string) {
  const [result] = await db
    .select({
      id: results.id,
      testId: results.testId,
      topic: results.topic,
      difficulty: results.difficulty,
      score: results.score,
      correct: results.correct,
      incorrect: results.incorrect,
      total: results.total,
      timeSpent: results.timeSpent,
      mode: results.mode,
      passed: results.passed,
      sectionScores: results.sectionScores,
      startTime: results.startTime,
      endTime: results.endTime,
      questionResults: results.questionResults,
      userAnswers: results.userAnswers,
      testSnapshot: results.testSnapshot,
      testQuestions: tests.questions,
      createdAt: results.createdAt,
    })
    .from(results)
    .leftJoin(tests, eq(tests.id, results.testId))
    .where(and(eq(results.id, resultId), eq(results.userId, userId)));
  if (!result) throw new AppError('NOT_FOUND', MSG.resultsNotFound, { reason: 'results/not-found' });
  const { testQuestions, ...row } = result;
  const questions = row.testSnapshot?.questions ?? testQuestions ?? [];
  if (!questions.length || !result.questionResults || !Object.keys(result.questionResults).length) {
    throw new AppError('UNAVAILABLE', MSG.resultsIncomplete, { reason: 'results/incomplete' });
  }
  const best = await personalBestFor(db, { userId, topic: row.topic, score: row.score, createdAt: row.createdAt });
  return { ...row, ...best, testSnapshot: { ...row.testSnapshot, questions } };
}
