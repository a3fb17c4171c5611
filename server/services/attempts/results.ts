import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { results, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { resultSummaryColumns } from '../learning/latest-results';
import { personalBestFor } from './personal-best';

/**
 * The learner's saved result with the questions it was scored against (its test's snapshot, else the
 * test's own) and the bank questions the test drew; another learner's id reads as "not found".
 */
export async function readOwnedResult(db: Db, userId: string, resultId: string) {
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
      bankQuestionIds: tests.bankQuestionIds,
    })
    .from(results)
    .leftJoin(tests, eq(tests.id, results.testId))
    .where(and(eq(results.id, resultId), eq(results.userId, userId)));
  if (!owned) throw new AppError('NOT_FOUND', MSG.resultsNotFound, { reason: 'results/not-found' });
  const { testQuestions, bankQuestionIds, ...row } = owned;
  return { ...row, questions: row.testSnapshot?.questions ?? testQuestions ?? [], bankQuestionIds: bankQuestionIds ?? [] };
}

/** The owner's saved result, with the test snapshot it was scored against and how it stands against their best. */
export async function getResult(db: Db, userId: string, resultId: string) {
  const { questions, bankQuestionIds: _drawnFromBank, ...row } = await readOwnedResult(db, userId, resultId);
  if (!questions.length || !row.questionResults || !Object.keys(row.questionResults).length) {
    throw new AppError('UNAVAILABLE', MSG.resultsIncomplete, { reason: 'results/incomplete' });
  }
  const best = await personalBestFor(db, { userId, topic: row.topic, score: row.score, createdAt: row.createdAt });
  return { ...row, ...best, testSnapshot: { ...row.testSnapshot, questions } };
}
