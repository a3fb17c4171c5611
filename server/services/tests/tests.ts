import { MSG } from '@shared/messages';
import type { Question } from '@shared/schemas/question';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tests } from '../../db/schema';
import { AppError } from '../../errors';
import { testShapeColumns } from './test-columns';

/** What a learner sees while taking a test: no keys and no explanations until it is submitted. */
export type QuestionForTaking = { id: string; text: string; category: string; answers: { id: string; text: string }[] };

export function hideAnswers(questions: Question[]): QuestionForTaking[] {
  return questions.map((question) => ({
    id: question.id,
    text: question.text,
    category: question.category,
    answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
  }));
}

/** The owner's test with its full questions; anyone else gets 'Test not found'. */
export async function getOwnedTest(db: Db, userId: string, testId: string) {
  const [test] = await db
    .select({
      ...testShapeColumns,
      source: tests.source,
      questions: tests.questions,
      createdAt: tests.createdAt,
    })
    .from(tests)
    .where(and(eq(tests.id, testId), eq(tests.userId, userId)));
  if (!test) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'tests/not-found' });
  return test;
}

export type OwnedTest = Awaited<ReturnType<typeof getOwnedTest>>;
