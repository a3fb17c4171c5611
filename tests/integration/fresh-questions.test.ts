import type { BankQuestion } from '@shared/schemas/question';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBank, getBank } from '../../server/content/bank';
import { rateLimits } from '../../server/db/schema';
import { generateTest } from '../../server/services/tests/generate-test';
import { storedTest, takeTest } from '../helpers/take-test';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * Fresh questions first, from the topic asked for (issue 17, item 7): draws from the real bank
 * through the router, and from a small bank through the service where the order must be exact.
 */
const env = setUpTestEnvironment();
const bank = getBank();

beforeEach(async () => {
  await env.database.db.delete(rateLimits);
});

async function signedInLearner() {
  const learner = await createSignedInUser(env.deps);
  return { learner, caller: callerFor(env.deps, learner).caller };
}

describe('a learner’s tests on one topic', () => {
  const topic = 'Financial Calculations';
  const pool = bank.byTopic.get(topic) ?? [];

  it('repeat no question while unseen ones remain, then bring back the ones missed first', async () => {
    expect(pool.length, 'the topic needs 20 questions for two tests without repeats').toBeGreaterThanOrEqual(20);
    const { caller } = await signedInLearner();
    const draw = async () => {
      const { testId } = await caller.tests.generate({ topic, numQuestions: 10, difficulty: 'intermediate' });
      return { testId, ids: (await storedTest(env.database.db, testId, bank)).bankQuestionIds };
    };

    const first = await draw();
    const missed = first.ids.slice(0, 2);
    await takeTest({ db: env.database.db, caller, testId: first.testId, bank, answerRight: (id) => !missed.includes(id) });
    const second = await draw();
    await takeTest({ db: env.database.db, caller, testId: second.testId, bank, answerRight: () => true });

    expect(first.ids).toHaveLength(10);
    expect(second.ids).toHaveLength(10);
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);

    const third = await draw();
    const unseen = pool.map((question) => question.id).filter((id) => !first.ids.includes(id) && !second.ids.includes(id));
    const repeats = third.ids.filter((id) => !unseen.includes(id));
    expect(third.ids.filter((id) => unseen.includes(id))).toHaveLength(Math.min(10, unseen.length));
    // Repeats only once the unseen run out, and then the missed questions before any other.
    expect(repeats.filter((id) => missed.includes(id))).toHaveLength(Math.min(missed.length, repeats.length));
  });
});

describe('a test on a topic the bank names', () => {
  it('"trid" draws TRID questions only and is titled TRID', async () => {
    const { caller } = await signedInLearner();
    const { testId } = await caller.tests.generate({ topic: 'trid', numQuestions: 5 });
    const stored = await storedTest(env.database.db, testId, bank);
    expect(stored.topic).toBe('TRID');
    expect(stored.questions).toHaveLength(5);
    expect(stored.questions.every((question) => question.category === 'TRID')).toBe(true);
    expect(stored.bankQuestionIds.every((id) => bank.questions.find((q) => q.id === id)?.category === 'TRID')).toBe(true);
    expect((await caller.tests.get({ testId })).topic).toBe('TRID');
  });

  it('an umbrella term still spans its topics, under its own name', async () => {
    const { caller } = await signedInLearner();
    const { testId } = await caller.tests.generate({ topic: 'fair lending', numQuestions: 20 });
    const stored = await storedTest(env.database.db, testId, bank);
    expect(stored.topic).toBe('Fair Lending');
    expect(new Set(stored.questions.map((question) => question.category)).size).toBeGreaterThan(1);
  });
});

describe('the study note of a bank question', () => {
  it('is kept in the stored test and the result, and not shown while the test is taken', async () => {
    const { caller } = await signedInLearner();
    const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
    const stored = await storedTest(env.database.db, testId, bank);
    for (const [bankId, questionId] of stored.servedIds) {
      const note = bank.questions.find((question) => question.id === bankId)?.note;
      expect(note).toBeTruthy();
      expect(stored.questions.find((question) => question.id === questionId)?.note).toBe(note);
    }
    const taking = JSON.stringify(await caller.tests.get({ testId }));
    expect(taking).not.toContain('isCorrect');
    expect(taking).not.toContain('"note"');

    const { resultId } = await takeTest({ db: env.database.db, caller, testId, bank, answerRight: () => false });
    const result = await caller.results.get({ resultId });
    expect(result.testSnapshot.questions.map((question) => question.note)).toEqual(stored.questions.map((q) => q.note));
  });
});

describe('once every question has been seen', () => {
  const question = (n: number): BankQuestion => ({
    id: `respa-${String(n).padStart(3, '0')}`,
    difficulty: 'intermediate',
    text: `Small-bank question number ${n}: what does RESPA Section 8 forbid here?`,
    category: 'RESPA',
    note: 'respa-section-8',
    answers: (['a', 'b', 'c', 'd'] as const).map((id) => ({ id, text: `Answer ${id} to ${n}`, isCorrect: id === 'a' })),
    explanation: 'RESPA Section 8, 12 U.S.C. 2607, forbids kickbacks for referrals.',
  });
  const small = buildBank(Array.from({ length: 10 }, (_, index) => question(index + 1)));
  const request = { topic: 'RESPA', numQuestions: 5 as const, difficulty: 'intermediate' as const };

  it('brings back the questions seen longest ago', async () => {
    const { learner } = await signedInLearner();
    const ids = async () => {
      const { testId } = await generateTest(env.deps, learner.user.id, request, small);
      return (await storedTest(env.database.db, testId, small)).bankQuestionIds;
    };
    const first = await ids();
    const second = await ids();
    expect([...first, ...second].sort()).toEqual(small.questions.map((q) => q.id).sort());
    expect((await ids()).sort()).toEqual([...first].sort());
    // …and now the second test's questions are the ones seen longest ago.
    expect((await ids()).sort()).toEqual([...second].sort());
  });
});
