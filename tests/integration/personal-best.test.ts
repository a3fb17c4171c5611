import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tests } from '../../server/db/schema';
import { answersFor, seedResults } from '../helpers/seed-results';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

/** Results of one learner, `correct` out of 10 each, one minute apart in the order given. */
async function learnerWithResults(specs: { correct: number; topic?: string }[]) {
  const account = await createSignedInUser(env.deps);
  const ids = await seedResults(
    env.deps.db,
    account.user.id,
    specs.map((spec, index) => ({ answers: answersFor(spec.correct, 10), topic: spec.topic ?? 'RESPA', createdAt: at(index) })),
  );
  const { caller } = callerFor(env.deps, account);
  return {
    ids,
    best: async (resultId: string | undefined) => {
      const result = await caller.results.get({ resultId: resultId ?? '' });
      return { personalBest: result.personalBest, previousBest: result.previousBest };
    },
  };
}

describe('personal best on a result', () => {
  it('makes no claim for the first test on a topic: there is nothing to beat yet', async () => {
    const { ids, best } = await learnerWithResults([{ correct: 9 }]);
    expect(await best(ids[0])).toEqual({ personalBest: false, previousBest: null });
  });

  it('claims a best for a higher later score, and not for a lower or an equal one', async () => {
    const { ids, best } = await learnerWithResults([{ correct: 6 }, { correct: 8 }, { correct: 7 }, { correct: 8 }]);
    expect(await best(ids[1])).toEqual({ personalBest: true, previousBest: 60 });
    expect(await best(ids[2])).toEqual({ personalBest: false, previousBest: 80 });
    expect(await best(ids[3])).toEqual({ personalBest: false, previousBest: 80 });
  });

  it('compares with earlier results only, so an old best stays a best when reopened later', async () => {
    const { ids, best } = await learnerWithResults([{ correct: 5 }, { correct: 7 }, { correct: 10 }]);
    expect(await best(ids[1])).toEqual({ personalBest: true, previousBest: 50 });
  });

  it('counts each topic on its own and never another learner’s scores', async () => {
    const other = await learnerWithResults([{ correct: 10, topic: 'TILA' }]);
    const { ids, best } = await learnerWithResults([
      { correct: 9, topic: 'TILA' },
      { correct: 4, topic: 'RESPA' },
      { correct: 5, topic: 'RESPA' },
    ]);
    expect(await other.best(other.ids[0])).toEqual({ personalBest: false, previousBest: null });
    expect(await best(ids[0])).toEqual({ personalBest: false, previousBest: null });
    expect(await best(ids[2])).toEqual({ personalBest: true, previousBest: 40 });
  });

  it('answers the same through real submits: first 0%, then 100% is a best, then 0% is not', async () => {
    const account = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, account);
    const { testId } = await caller.tests.generate({ topic: 'TRID', numQuestions: 5 });
    const [test] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
    const keys = (test?.questions ?? []).map((q) => ({
      questionId: q.id,
      answerId: q.answers.find((a) => a.isCorrect)?.id as 'a',
    }));
    const take = async (fresh: boolean, answered: typeof keys) => {
      const started = await caller.attempts.start({ testId, fresh });
      if (started.status !== 'in-progress') throw new Error('expected an attempt in progress');
      for (const answer of answered) await caller.attempts.saveAnswer({ attemptId: started.attempt.id, ...answer });
      const { resultId } = await caller.attempts.submit({ attemptId: started.attempt.id });
      const { score, personalBest, previousBest } = await caller.results.get({ resultId });
      return { score, personalBest, previousBest };
    };
    expect(await take(false, [])).toEqual({ score: 0, personalBest: false, previousBest: null });
    expect(await take(true, keys)).toEqual({ score: 100, personalBest: true, previousBest: 0 });
    expect(await take(true, [])).toEqual({ score: 0, personalBest: false, previousBest: 100 });
  });
});
