import { EXAM, sectionCounts } from '@shared/exam';
import { MSG } from '@shared/messages';
import { TOPICS } from '@shared/topics';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, results, tests } from '../../server/db/schema';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

const SECTION_OF = new Map(TOPICS.map((topic) => [topic.name as string, topic.section]));

async function learnerWithExam() {
  const learner = await createSignedInUser(env.deps);
  const { caller } = callerFor(env.deps, learner);
  const { testId } = await caller.tests.createExam();
  const [test] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
  if (!test) throw new Error('the exam was not stored');
  return { learner, caller, testId, test };
}

async function start(caller: Awaited<ReturnType<typeof learnerWithExam>>['caller'], testId: string, fresh = false) {
  const started = await caller.attempts.start({ testId, fresh });
  if (started.status !== 'in-progress') throw new Error('expected an attempt in progress');
  return started;
}

const keyOf = (question: { answers: { id: string; isCorrect: boolean }[] }) =>
  question.answers.find((a) => a.isCorrect)?.id ?? 'a';
const wrongOf = (question: { answers: { id: string; isCorrect: boolean }[] }) =>
  question.answers.find((a) => !a.isCorrect)?.id ?? 'a';

describe('the full mock exam', () => {
  it('has 120 bank questions: 115 scored by the outline (27/13/23/31/21) and 5 unscored, one per section', async () => {
    const { test } = await learnerWithExam();
    expect(test).toMatchObject({ type: 'exam', numQuestions: 120, timeLimitSeconds: 190 * 60, source: 'bank' });
    expect(test.questions).toHaveLength(EXAM.questions);
    expect(new Set(test.bankQuestionIds).size).toBe(120);
    expect(test.unscoredIds).toHaveLength(EXAM.pretest);
    const unscored = new Set(test.unscoredIds);
    const tally = (scored: boolean) => {
      const counts: Record<string, number> = {};
      for (const question of test.questions.filter((q) => unscored.has(q.id) !== scored)) {
        const section = SECTION_OF.get(question.category) ?? 'unknown';
        counts[section] = (counts[section] ?? 0) + 1;
      }
      return counts;
    };
    expect(tally(true)).toEqual({ federal: 27, state: 13, general: 23, origination: 31, ethics: 21 });
    expect(tally(false)).toEqual({ federal: 1, state: 1, general: 1, origination: 1, ethics: 1 });
    // Mixed across topics: Federal's 27 come from several of its 14 laws, not one.
    const federalTopics = new Set(test.questions.filter((q) => SECTION_OF.get(q.category) === 'federal').map((q) => q.category));
    expect(federalTopics.size).toBeGreaterThanOrEqual(10);
  });

  it('starts with 190 minutes on the server clock and resumes the same attempt and deadline', async () => {
    const { caller, testId } = await learnerWithExam();
    const first = await start(caller, testId);
    expect(first.attempt.deadline.getTime() - first.attempt.startedAt.getTime()).toBe(190 * 60 * 1000);
    expect(first.test).toMatchObject({ type: 'exam', timeLimitSeconds: 11400 });
    expect(JSON.stringify(first.test)).not.toMatch(/"(isCorrect|explanation|unscored)":/);
    await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: 'q7', answerId: 'c' });
    await caller.attempts.flag({ attemptId: first.attempt.id, questionId: 'q9', flagged: true });
    const again = await start(caller, testId);
    expect(again.attempt).toMatchObject({ id: first.attempt.id, answers: { q7: 'c' }, flags: ['q9'] });
    expect(again.attempt.deadline.getTime()).toBe(first.attempt.deadline.getTime());
  });

  it('passes at 75% of the scored questions: 86 of 115 fails, 87 of 115 passes, pretest answers count for nothing', async () => {
    for (const [correct, passed, pretestRight] of [
      [86, false, true],
      [87, true, false],
    ] as const) {
      const { caller, testId, test } = await learnerWithExam();
      const started = await start(caller, testId);
      const unscored = new Set(test.unscoredIds);
      let scoredSoFar = 0;
      for (const question of test.questions) {
        const right = unscored.has(question.id) ? pretestRight : scoredSoFar++ < correct;
        await caller.attempts.saveAnswer({
          attemptId: started.attempt.id,
          questionId: question.id,
          answerId: (right ? keyOf(question) : wrongOf(question)) as 'a',
        });
      }
      const { resultId } = await caller.attempts.submit({ attemptId: started.attempt.id });
      const result = await caller.results.get({ resultId });
      expect(result).toMatchObject({ correct, total: 115, incorrect: 115 - correct, passed });
      expect(result.score).toBeCloseTo((correct / 115) * 100, 5);
      const sections = result.sectionScores ?? [];
      expect(sections.map((s) => [s.section, s.total])).toEqual(
        Object.entries(sectionCounts(115)).map(([section, total]) => [section, total]),
      );
      expect(sections.reduce((sum, s) => sum + s.correct, 0)).toBe(correct);
      const pretest = Object.values(result.questionResults).filter((r) => r.scored === false);
      expect(pretest).toHaveLength(5);
      expect(pretest.every((r) => r.isCorrect === pretestRight)).toBe(true);
    }
  });

  it('ten simultaneous starts of one test make one open attempt', async () => {
    const { caller, testId } = await learnerWithExam();
    const starts = await Promise.all(Array.from({ length: 10 }, () => start(caller, testId)));
    expect(new Set(starts.map((s) => s.attempt.id)).size).toBe(1);
    expect(await env.database.db.select().from(attempts).where(eq(attempts.testId, testId))).toHaveLength(1);
  });
});

describe('abandoned attempts', () => {
  it('are kept but left out of every statistic, and cannot be changed or submitted', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
    const first = await start(caller, testId);
    for (const q of ['q1', 'q2', 'q3', 'q4', 'q5']) {
      await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: q, answerId: 'a' });
    }
    await caller.attempts.submit({ attemptId: first.attempt.id });
    const before = {
      stats: await caller.dashboard.stats(),
      categories: await caller.dashboard.categories(),
      history: await caller.dashboard.scoreHistory(),
    };
    // Retake, answer one question, then give it up (the learner agreed to abandon it).
    const retake = await start(caller, testId, true);
    await caller.attempts.saveAnswer({ attemptId: retake.attempt.id, questionId: 'q1', answerId: 'b' });
    const again = await start(caller, testId, true); // a second Retake abandons the open one
    expect(again.attempt.id).not.toBe(retake.attempt.id);
    const [abandoned] = await env.database.db.select().from(attempts).where(eq(attempts.id, retake.attempt.id));
    expect(abandoned).toMatchObject({ submittedAt: null, answers: { q1: 'b' } });
    expect(abandoned?.abandonedAt).toBeInstanceOf(Date);
    expect(await env.database.db.select().from(results).where(eq(results.attemptId, retake.attempt.id))).toHaveLength(0);
    expect(await caller.dashboard.stats()).toEqual(before.stats);
    expect(await caller.dashboard.categories()).toEqual(before.categories);
    expect(await caller.dashboard.scoreHistory()).toEqual(before.history);

    await expect(caller.attempts.submit({ attemptId: retake.attempt.id })).rejects.toThrow(MSG.attemptAbandoned);
    await expect(caller.attempts.saveAnswer({ attemptId: retake.attempt.id, questionId: 'q2', answerId: 'a' })).rejects.toThrow(
      MSG.attemptAbandoned,
    );
    expect(await env.database.db.select().from(results).where(eq(results.attemptId, retake.attempt.id))).toHaveLength(0);
  });
});

describe('bad input while taking a test', () => {
  it("refuses a question the test does not have, another learner's test, and leaves nothing stored", async () => {
    const { caller, testId } = await learnerWithExam();
    const started = await start(caller, testId);
    await expect(
      caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q999', answerId: 'a' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG.unknownQuestion });
    await expect(
      caller.attempts.flag({ attemptId: started.attempt.id, questionId: 'q121', flagged: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG.unknownQuestion });
    const [row] = await env.database.db.select().from(attempts).where(eq(attempts.id, started.attempt.id));
    expect(row).toMatchObject({ answers: {}, flags: [] });

    const stranger = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    await expect(stranger.attempts.start({ testId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: MSG.testNotFound });
    const open = await env.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.testId, testId)));
    expect(open).toHaveLength(1);
  });
});

describe('mixed and section tests', () => {
  it('draw 50 questions across every topic by the outline, or from one section only', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const all = await caller.tests.createMixed({ scope: 'all', numQuestions: 50 });
    const [mixed] = await env.database.db.select().from(tests).where(eq(tests.id, all.testId));
    expect(mixed).toMatchObject({ topic: 'All topics', scope: 'all', numQuestions: 50, timeLimitSeconds: 3600 });
    const counts: Record<string, number> = {};
    for (const q of mixed?.questions ?? [])
      counts[SECTION_OF.get(q.category) ?? '?'] = (counts[SECTION_OF.get(q.category) ?? '?'] ?? 0) + 1;
    expect(counts).toEqual(sectionCounts(50));

    const ethics = await caller.tests.createMixed({ scope: 'section', section: 'ethics', numQuestions: 20 });
    const [section] = await env.database.db.select().from(tests).where(eq(tests.id, ethics.testId));
    expect(section).toMatchObject({ topic: 'Ethics', scope: 'section', section: 'ethics', numQuestions: 20 });
    expect(section?.questions.every((q) => SECTION_OF.get(q.category) === 'ethics')).toBe(true);
    expect(new Set(section?.questions.map((q) => q.category)).size).toBeGreaterThanOrEqual(4);

    await expect(caller.tests.createMixed({ scope: 'section', numQuestions: 10 })).rejects.toThrow('Please choose a section');
    await expect(caller.tests.generate({ topic: 'RESPA', numQuestions: 50 as 20 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
