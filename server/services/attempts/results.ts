import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { results, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { resultSummaryColumns } from '../learning/latest-results';
import { foundResult, isOwnResult } from './owned-result';
import { personalBestFor } from './personal-best';

/** The owner's saved result, with the test snapshot it was scored against. */
export async function getResult(db: Db, userId: string, resultId: string) {
  const [owned] = await db
    .select({
      ...resultSummaryColumns,
      testId: results.testId,
      passed: results.passed,
      sectionScores: results.sectionScores,
      startTime: results.startTime,
      endTime: results.endTime,
      questionResults: results.questionResults,
      userAnswers: results.userAnswers,
      testSnapshot: results.testSnapshot,
      testQuestions: tests.questions,
    })
    .from(results)
    .leftJoin(tests, eq(tests.id, results.testId))
    .where(isOwnResult(userId, resultId));
  const result = foundResult(owned);
  const { testQuestions, ...row } = result;
  const questions = row.testSnapshot?.questions ?? testQuestions ?? [];
  if (!questions.length || !result.questionResults || !Object.keys(result.questionResults).length) {
    throw new AppError('UNAVAILABLE', MSG.resultsIncomplete, { reason: 'results/incomplete' });
  }
  const best = await personalBestFor(db, { userId, topic: row.topic, score: row.score, createdAt: row.createdAt });
  return { ...row, ...best, testSnapshot: { ...row.testSnapshot, questions } };
}
