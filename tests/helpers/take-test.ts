import { eq } from 'drizzle-orm';
import type { QuestionBank } from '../../server/content/bank';
import type { Db } from '../../server/db/client';
import { tests } from '../../server/db/schema';
import { servedQuestionIdAt } from '../../server/services/content/bank-positions';
import type { callerFor } from './test-deps';

type Caller = ReturnType<typeof callerFor>['caller'];

/**
 * A stored test and which served question (q1…) each of its bank questions became. Checks that rule
 * against the texts, so a test built on it cannot pass on a wrong mapping.
 */
export async function storedTest(db: Db, testId: string, bank: QuestionBank) {
  const [test] = await db.select().from(tests).where(eq(tests.id, testId));
  if (!test) throw new Error(`no test ${testId}`);
  const servedIds = new Map<string, string>();
  test.bankQuestionIds.forEach((bankId, index) => {
    const questionId = servedQuestionIdAt(test.questions.length, test.bankQuestionIds, index);
    const served = test.questions.find((question) => question.id === questionId);
    const original = bank.questions.find((question) => question.id === bankId);
    if (!served || served.text !== original?.text) throw new Error(`${questionId} of test ${testId} is not ${bankId}`);
    servedIds.set(bankId, questionId);
  });
  return { ...test, servedIds };
}

/**
 * Takes a test through the router as the learner would: starts it, answers each bank question right
 * or wrong as `answerRight(bankId)` says (null leaves it blank), and submits it.
 */
export async function takeTest(options: {
  db: Db;
  caller: Caller;
  testId: string;
  bank: QuestionBank;
  answerRight: (bankId: string) => boolean | null;
}): Promise<{ resultId: string }> {
  const { caller, testId } = options;
  const test = await storedTest(options.db, testId, options.bank);
  const started = await caller.attempts.start({ testId });
  if (started.status !== 'in-progress') throw new Error('the test did not start');
  for (const [bankId, questionId] of test.servedIds) {
    const right = options.answerRight(bankId);
    if (right === null) continue;
    const question = test.questions.find((candidate) => candidate.id === questionId);
    const answer = question?.answers.find((candidate) => candidate.isCorrect === right);
    if (!answer) throw new Error(`no ${right ? 'right' : 'wrong'} answer for ${bankId}`);
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId, answerId: answer.id });
  }
  return caller.attempts.submit({ attemptId: started.attempt.id });
}
