import { describe, expect, it } from 'vitest';
import { getBank } from '../../server/content/bank';
import { answersFor, seedResults } from '../helpers/seed-results';
import { takeTest } from '../helpers/take-test';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

const DAY = 86_400_000;

describe('readiness on a seeded history', () => {
  it('matches a hand computation: recency weights, effective answers, the prior and the outline weights', async () => {
    const learner = await createSignedInUser(env.deps);
    const now = Date.now();
    await seedResults(env.deps.db, learner.user.id, [
      { answers: answersFor(8, 10, ['RESPA']), createdAt: new Date(now - 60 * DAY) },
      { answers: answersFor(3, 10, ['RESPA']), createdAt: new Date(now) },
      { answers: answersFor(9, 10, ['Mortgage Fraud']), createdAt: new Date(now), topic: 'Mortgage Fraud' },
    ]);
    const readiness = await callerFor(env.deps, learner).caller.dashboard.readiness();

    // By hand. Two half-lives ago, each RESPA answer of the first test weighs 0.25.
    // Federal: Σw = 2.5 + 10 = 12.5; Σw·right = 2 + 3 = 5; Σw² = 10 × 0.0625 + 10 = 10.625.
    const nFederal = 12.5 ** 2 / 10.625; // 14.706 effective answers
    const rightFederal = (5 / 12.5) * nFederal;
    // Prior: 4 answers at 70% → α0 = 2.8, β0 = 1.2.
    const federal = (2.8 + rightFederal) / (4 + nFederal); // 46.4%
    const ethics = (2.8 + 9) / (4 + 10); // 84.3%
    const untouched = 0.7; // the prior alone
    const predicted = 0.24 * federal + 0.18 * ethics + (0.11 + 0.2 + 0.27) * untouched;

    const byKey = Object.fromEntries(readiness.sections.map((s) => [s.section, s]));
    expect(byKey.federal?.mastery).toBeCloseTo(federal * 100, 1);
    expect(byKey.federal?.answers).toBe(15);
    expect(byKey.ethics?.mastery).toBeCloseTo(ethics * 100, 1);
    expect(byKey.state?.mastery).toBe(70);
    expect(readiness.predicted).toBeCloseTo(predicted * 100, 1);
    expect(readiness.low).toBeLessThan(readiness.predicted);
    expect(readiness.high).toBeGreaterThan(readiness.predicted);
    // Federal loses the most points: 0.24 × (1 − 0.464) = 0.129 against origination's 0.27 × 0.3 = 0.081.
    expect(readiness.holdingBack).toBe('federal');
    expect(readiness.next).toEqual({ kind: 'section', section: 'federal' });
    expect(readiness.answered).toBe(30);
    expect(readiness.topics.map((t) => t.topic).sort()).toEqual(['Mortgage Fraud', 'RESPA']);
  });

  it('shows the prior alone, honestly wide, to a learner with no answers', async () => {
    const learner = await createSignedInUser(env.deps);
    const readiness = await callerFor(env.deps, learner).caller.dashboard.readiness();
    expect(readiness).toMatchObject({ answered: 0, predicted: 70, next: { kind: 'section' } });
    expect(readiness.high - readiness.low).toBeGreaterThan(10);
  });

  it('reads each topic’s tests, latest score and date from the learner’s study progress, as submits keep it', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const bank = getBank();
    const take = async (right: (index: number) => boolean) => {
      const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
      let index = 0;
      await takeTest({ db: env.deps.db, caller, testId, bank, answerRight: () => right(index++) });
    };
    await take(() => true); // 100%
    const before = Date.now();
    await take((index) => index < 2); // 2 of 5: 40%

    const respa = (await caller.dashboard.readiness()).topics.find((topic) => topic.topic === 'RESPA');
    expect(respa?.practice).toMatchObject({ tests: 2, lastScore: 40 });
    expect(Date.parse(respa?.practice?.lastTestAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });
});
