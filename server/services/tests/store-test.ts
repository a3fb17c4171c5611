import type { Question } from '@shared/schemas/question';
import { tests } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { randomId } from '../ids';

type NewTest = Omit<typeof tests.$inferInsert, 'id' | 'userId' | 'numQuestions' | 'questions'> & { questions: Question[] };

/** Saves a built test for its learner and logs it: a topic test, a mixed test and a mock exam are stored alike. */
export async function storeTest(deps: Pick<AppDeps, 'db' | 'log'>, userId: string, test: NewTest): Promise<{ testId: string }> {
  const testId = randomId();
  const count = test.questions.length;
  await deps.db.insert(tests).values({ ...test, id: testId, userId, numQuestions: count });
  const { type = 'practice', scope, source } = test;
  deps.log.info({ event: 'test.generated', userId, testId, type, scope, source, count }, 'test generated');
  return { testId };
}
