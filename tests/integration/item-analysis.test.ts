import { MIN_RESPONSES_TO_FLAG } from '@shared/item-analysis';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBank, getBank } from '../../server/content/bank';
import { rateLimits } from '../../server/db/schema';
import { getItemAnalysis } from '../../server/services/content/item-analysis';
import { generateTest } from '../../server/services/tests/generate-test';
import { takeTest } from '../helpers/take-test';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * Item analysis (issue 17, item 8) on a seeded answer set small enough to compute by hand. Five
 * learners take the same three real bank questions through the router; the pattern makes the first
 * question discriminate perfectly, the second positively and the third negatively.
 */
const env = setUpTestEnvironment();
const [first, second, third] = (getBank().byTopic.get('RESPA') ?? []).slice(0, 3);
const trio = buildBank([first, second, third].filter((question) => question !== undefined));
const ids = trio.questions.map((question) => question.id);

/** Right (1) or wrong (0) on the three questions, per learner. */
const PATTERN: Record<string, [number, number, number]> = {
  A: [1, 1, 0],
  B: [1, 1, 0],
  C: [1, 0, 1],
  D: [0, 0, 1],
  E: [0, 0, 1],
};

/**
 * The textbook point-biserial, r = (M1 − M0) / s · √(p·q): M1 and M0 are the mean overall scores of
 * those who got the item right and wrong, s their population standard deviation, p the share right.
 * (A different formula from PostgreSQL's corr(), which the service uses: same number, other route.)
 */
function pointBiserial(item: number): number {
  const rows = Object.values(PATTERN).map((answers) => ({
    right: answers[item] === 1,
    overall: answers.reduce((sum, value) => sum + value, 0) / answers.length,
  }));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const overall = rows.map((row) => row.overall);
  const s = Math.sqrt(mean(overall.map((value) => value ** 2)) - mean(overall) ** 2);
  const p = rows.filter((row) => row.right).length / rows.length;
  const m1 = mean(rows.filter((row) => row.right).map((row) => row.overall));
  const m0 = mean(rows.filter((row) => !row.right).map((row) => row.overall));
  return ((m1 - m0) / s) * Math.sqrt(p * (1 - p));
}

const learnerIds: string[] = [];
const learnerEmails: string[] = [];

beforeAll(async () => {
  const request = { topic: 'RESPA', numQuestions: 5 as const, difficulty: 'intermediate' as const };
  for (const answers of Object.values(PATTERN)) {
    const learner = await createSignedInUser(env.deps);
    learnerIds.push(learner.user.id);
    learnerEmails.push(learner.email);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await generateTest(env.deps, learner.user.id, request, trio);
    await takeTest({ db: env.database.db, caller, testId, bank: trio, answerRight: (id) => answers[ids.indexOf(id)] === 1 });
  }
  // Neither an admin's answers nor a test never submitted count.
  const admin = await createSignedInUser(env.deps, { role: 'admin' });
  const { testId } = await generateTest(env.deps, admin.user.id, request, trio);
  await takeTest({
    db: env.database.db,
    caller: callerFor(env.deps, admin).caller,
    testId,
    bank: trio,
    answerRight: (id) => id === ids[2],
  });
  const idle = await createSignedInUser(env.deps);
  await generateTest(env.deps, idle.user.id, request, trio);
});
beforeEach(async () => {
  await env.database.db.delete(rateLimits);
});

describe('item analysis', () => {
  it('matches a hand computation: responses, share correct and point-biserial discrimination', async () => {
    expect(ids).toHaveLength(3);
    // By hand: overall scores 2/3, 2/3, 2/3, 1/3, 1/3, so r = 1, 2/3 and −2/3.
    expect([0, 1, 2].map(pointBiserial).map((r) => Number(r.toFixed(10)))).toEqual([1, 0.6666666667, -0.6666666667]);

    const admin = await createSignedInUser(env.deps, { role: 'admin' });
    const analysis = await callerFor(env.deps, admin).caller.bank.itemAnalysis();
    expect(analysis.minResponses).toBe(MIN_RESPONSES_TO_FLAG);
    ids.forEach((id, item) => {
      const stats = analysis.items.find((row) => row.questionId === id);
      expect(stats, id).toMatchObject({ responses: 5, topic: 'RESPA', flagged: false });
      expect(stats?.shareCorrect).toBeCloseTo(Object.values(PATTERN).filter((answers) => answers[item] === 1).length / 5, 10);
      expect(stats?.discrimination).toBeCloseTo(pointBiserial(item), 10);
    });
    const unanswered = analysis.items.filter((row) => !ids.includes(row.questionId));
    expect(unanswered.length).toBe(getBank().questions.length - 3);
    expect(unanswered.every((row) => row.responses === 0 && row.shareCorrect === null && row.discrimination === null)).toBe(true);
    // Five responses are far below the flagging minimum.
    expect(analysis.flagged).toEqual([]);
  });

  it('flags questions that strong learners miss more than weak ones, once they have enough responses', async () => {
    const analysis = await getItemAnalysis(env.database.db, { minResponses: 5 });
    expect(analysis.flagged.map((row) => row.questionId)).toEqual([ids[2]]);
    expect((await getItemAnalysis(env.database.db, { minResponses: 6 })).flagged).toEqual([]);
  });

  it('exposes no learner: no id or email appears in the answer', async () => {
    const text = JSON.stringify(await getItemAnalysis(env.database.db));
    for (const value of [...learnerIds, ...learnerEmails]) expect(text).not.toContain(value);
  });

  it('is for admins only: FORBIDDEN to learners, UNAUTHORIZED to the signed out', async () => {
    const learner = await createSignedInUser(env.deps);
    await expect(callerFor(env.deps, learner).caller.bank.itemAnalysis()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(env.deps).caller.bank.itemAnalysis()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
