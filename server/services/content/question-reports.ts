import { MSG } from '@shared/messages';
import type { ReportQuestionInput } from '@shared/schemas/question-reports';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionReports } from '../../db/schema';
import { AppError } from '../../errors';
import { readOwnedResult } from '../attempts/results';
import { randomId } from '../ids';
import { bankIdOfServed } from './bank-positions';

/**
 * A learner reports a question of a result they own. Sending again for the same question replaces
 * the reason and comment (and reopens it), so a learner cannot pile up reports on one question.
 */
export async function reportQuestion(db: Db, userId: string, input: ReportQuestionInput) {
  const { resultId, questionId, reason, comment = '' } = input;
  const result = await readOwnedResult(db, userId, resultId);
  const question = result.questions.find((candidate) => candidate.id === questionId);
  if (!question) throw new AppError('BAD_INPUT', MSG.unknownQuestion, { reason: 'attempts/unknown-question' });
  const row = {
    id: randomId(),
    userId,
    testId: result.testId,
    questionId,
    bankId: bankIdOfServed(result.questions.length, result.bankQuestionIds, questionId),
    questionText: question.text,
    reason,
    comment,
  };
  await db
    .insert(questionReports)
    .values(row)
    .onConflictDoUpdate({
      target: [questionReports.userId, questionReports.testId, questionReports.questionId],
      set: { reason, comment, createdAt: sql`now()`, resolvedAt: null },
    });
  return { reported: true as const };
}

/** Open reports for the editors, newest first; who sent them is not shown. */
export async function listOpenReports(db: Db) {
  return db
    .select({
      id: questionReports.id,
      bankId: questionReports.bankId,
      questionText: questionReports.questionText,
      reason: questionReports.reason,
      comment: questionReports.comment,
      createdAt: questionReports.createdAt,
    })
    .from(questionReports)
    .where(isNull(questionReports.resolvedAt))
    .orderBy(desc(questionReports.createdAt));
}

/** An editor has checked the question: the report leaves the open list. */
export async function resolveReport(db: Db, reportId: string) {
  const updated = await db
    .update(questionReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(questionReports.id, reportId), isNull(questionReports.resolvedAt)))
    .returning({ id: questionReports.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', MSG.reportNotFound);
  return { id: reportId };
}
