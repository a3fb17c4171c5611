import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attempts, resultCategories, results, tests } from '../../server/db/schema';
import { closeExpiredAttempts } from '../../server/services/attempts/finalize-attempt';
import { buildTestApp } from '../helpers/test-app';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, getUserRow } from '../helpers/users';

const env = setUpTestEnvironment();

async function learnerWithTest(numQuestions: 5 | 10 = 5) {
  const learner = await createSignedInUser(env.deps);
  const { caller } = callerFor(env.deps, learner);
  const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions });
  const [test] = await env.database.db.select().from(tests).where(eq(tests.id, testId));
  const keys = Object.fromEntries((test?.questions ?? []).map((q) => [q.id, q.answers.find((a) => a.isCorrect)?.id ?? '']));
  return { learner, caller, testId, keys };
}

async function learnerWithTestFor(learner: Awaited<ReturnType<typeof createSignedInUser>>) {
  const { testId } = await callerFor(env.deps, learner).caller.tests.generate({ topic: 'TILA', numQuestions: 5 });
  return testId;
}

async function startAttempt(caller: Awaited<ReturnType<typeof learnerWithTest>>['caller'], testId: string, fresh = false) {
  const started = await caller.attempts.start({ testId, fresh });
  if (started.status !== 'in-progress') throw new Error('expected an attempt in progress');
  return started;
}

describe('attempts', () => {
  it('starts with a server deadline of 3600 s and hides answer keys', async () => {
    const { caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    expect(started.attempt.deadline.getTime() - started.attempt.startedAt.getTime()).toBe(3600 * 1000);
    expect(started.test.questions).toHaveLength(5);
    expect(JSON.stringify(started.test)).not.toMatch(/"(isCorrect|explanation)":/);
  });

  it('resumes the unfinished attempt with its answers and its remaining time', async () => {
    const { caller, testId } = await learnerWithTest();
    const first = await startAttempt(caller, testId);
    await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: 'q1', answerId: 'b' });
    await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: 'q2', answerId: 'c' });
    await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: 'q2', answerId: 'd' }); // a change of mind
    await caller.attempts.saveAnswer({ attemptId: first.attempt.id, questionId: 'q2', answerId: 'd' }); // idempotent
    const again = await startAttempt(caller, testId);
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(again.attempt.answers).toEqual({ q1: 'b', q2: 'd' });
    expect(again.attempt.deadline.getTime()).toBe(first.attempt.deadline.getTime());
  });

  it('reads the attempt to continue without writing: none before a start, the same one after, none once its time ran out', async () => {
    const { learner, caller, testId } = await learnerWithTest();
    const countAttempts = async () =>
      (await env.database.db.select().from(attempts).where(eq(attempts.userId, learner.user.id))).length;
    expect(await caller.attempts.resume({ testId })).toEqual({ status: 'not-started' });
    expect(await countAttempts()).toBe(0);
    const started = await startAttempt(caller, testId);
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'b' });
    const resumed = await caller.attempts.resume({ testId });
    if (resumed.status !== 'in-progress') throw new Error('expected the attempt in progress');
    expect(resumed.attempt).toMatchObject({ id: started.attempt.id, answers: { q1: 'b' } });
    expect(resumed.attempt.deadline.getTime()).toBe(started.attempt.deadline.getTime());
    expect(JSON.stringify(resumed.test)).not.toMatch(/"(isCorrect|explanation)":/);

    await env.database.db
      .update(attempts)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(attempts.id, started.attempt.id));
    expect(await caller.attempts.resume({ testId })).toEqual({ status: 'not-started' });
    const [stillOpen] = await env.database.db.select().from(attempts).where(eq(attempts.id, started.attempt.id));
    expect(stillOpen?.submittedAt).toBeNull(); // the read closed nothing: the start does
    expect(await caller.attempts.start({ testId })).toMatchObject({ status: 'completed' });
    expect(await countAttempts()).toBe(1);
  });

  it('refuses answers after the deadline and after submit', async () => {
    const { caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    await caller.attempts.submit({ attemptId: started.attempt.id });
    await expect(caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' })).rejects.toThrow(
      MSG.attemptSubmitted,
    );

    const late = await startAttempt(caller, testId, true);
    await caller.attempts.saveAnswer({ attemptId: late.attempt.id, questionId: 'q2', answerId: 'b' });
    await env.database.db
      .update(attempts)
      .set({ deadline: new Date(Date.now() - 10_000) })
      .where(eq(attempts.id, late.attempt.id));
    await expect(caller.attempts.saveAnswer({ attemptId: late.attempt.id, questionId: 'q1', answerId: 'a' })).rejects.toThrow(
      MSG.deadlinePassed,
    );
    // Refusing it submitted the attempt at its deadline, with the answer it had: its result exists.
    const [saved] = await env.database.db.select().from(results).where(eq(results.attemptId, late.attempt.id));
    expect(saved?.userAnswers).toEqual({ q2: 'b' });
  });

  it('accepts an answer within the grace period after the deadline', async () => {
    const { caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    await env.database.db
      .update(attempts)
      .set({ deadline: new Date(Date.now() - 2_000) })
      .where(eq(attempts.id, started.attempt.id));
    await expect(caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' })).resolves.toEqual(
      {
        saved: true,
      },
    );
  });
});

describe('submit', () => {
  it('scores on the server and writes the result, category tallies and studyProgress once', async () => {
    const { learner, caller, testId, keys } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: keys.q1 as 'a' });
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q2', answerId: keys.q2 as 'a' });
    const wrong = (['a', 'b', 'c', 'd'] as const).find((letter) => letter !== keys.q3) ?? 'a';
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q3', answerId: wrong });
    const submissions = await Promise.all([1, 2, 3].map(() => caller.attempts.submit({ attemptId: started.attempt.id })));
    expect(new Set(submissions.map((s) => s.resultId)).size).toBe(1);
    const resultId = submissions[0]?.resultId ?? '';
    expect(await env.database.db.select().from(results).where(eq(results.attemptId, started.attempt.id))).toHaveLength(1);

    const result = await caller.results.get({ resultId });
    expect(result).toMatchObject({
      score: 40,
      correct: 2,
      incorrect: 3,
      total: 5,
      topic: 'RESPA',
      difficulty: 'intermediate',
      testId,
    });
    expect(result.questionResults.q4).toMatchObject({ userAnswer: '', isCorrect: false, category: 'RESPA' });
    expect(result.testSnapshot.questions).toHaveLength(5);
    expect(result.timeSpent).toBeGreaterThanOrEqual(0);
    const tallies = await env.database.db.select().from(resultCategories).where(eq(resultCategories.resultId, resultId));
    expect(tallies).toEqual([expect.objectContaining({ category: 'RESPA', correct: 2, total: 5 })]);
    const user = await getUserRow(env.deps, learner.user.id);
    expect(user?.studyProgress.RESPA).toMatchObject({ lastScore: 40, attempts: 1 });

    // A retake adds a second result and bumps attempts to 2.
    const retake = await startAttempt(caller, testId, true);
    expect(retake.attempt.id).not.toBe(started.attempt.id);
    expect(retake.attempt.answers).toEqual({});
    await caller.attempts.submit({ attemptId: retake.attempt.id });
    expect((await getUserRow(env.deps, learner.user.id))?.studyProgress.RESPA).toMatchObject({ lastScore: 0, attempts: 2 });
  });

  it('finalises an attempt past its deadline on the next read, charging no more than the limit', async () => {
    const { learner, caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' });
    const longAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await env.database.db
      .update(attempts)
      .set({ startedAt: longAgo, deadline: new Date(longAgo.getTime() + 3600 * 1000) })
      .where(eq(attempts.id, started.attempt.id));
    const reopened = await caller.attempts.start({ testId, fresh: false });
    expect(reopened.status).toBe('completed');
    if (reopened.status !== 'completed') return;
    const result = await caller.results.get({ resultId: reopened.resultId });
    expect(result.timeSpent).toBe(3600);
    expect(result.userAnswers).toEqual({ q1: 'a' });
    expect(await closeExpiredAttempts(env.database.db, learner.user.id)).toBe(0);
  });

  it("never shows another learner's test, attempt or result", async () => {
    const { caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    const { resultId } = await caller.attempts.submit({ attemptId: started.attempt.id });
    const stranger = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    await expect(stranger.attempts.start({ testId })).rejects.toThrow(MSG.testNotFound);
    await expect(stranger.attempts.resume({ testId })).rejects.toThrow(MSG.testNotFound);
    await expect(
      stranger.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' }),
    ).rejects.toThrow(MSG.testNotFound);
    await expect(stranger.attempts.submit({ attemptId: started.attempt.id })).rejects.toThrow(MSG.testNotFound);
    await expect(stranger.results.get({ resultId })).rejects.toThrow(MSG.resultsNotFound);
    await expect(stranger.results.get({ resultId: 'doesnotexist' })).rejects.toThrow(MSG.resultsNotFound);
  });

  it('reports a result without questions as unable to load', async () => {
    const { caller, testId } = await learnerWithTest();
    const started = await startAttempt(caller, testId);
    const { resultId } = await caller.attempts.submit({ attemptId: started.attempt.id });
    await env.database.db.update(results).set({ questionResults: {} }).where(eq(results.id, resultId));
    await expect(caller.results.get({ resultId })).rejects.toThrow(MSG.resultsIncomplete);
  });
});

describe('expired attempts and the dashboard', () => {
  it('closes tests whose time ran out before the next request reads: answered ones count, untouched ones are abandoned', async () => {
    const app = await buildTestApp(env.deps);
    try {
      const { learner, caller, testId } = await learnerWithTest();
      const answered = await startAttempt(caller, testId);
      await caller.attempts.saveAnswer({ attemptId: answered.attempt.id, questionId: 'q1', answerId: 'a' });
      const other = await learnerWithTestFor(learner);
      const untouched = await startAttempt(caller, other);
      for (const id of [answered.attempt.id, untouched.attempt.id]) {
        await env.database.db
          .update(attempts)
          .set({ deadline: new Date(Date.now() - 60_000) })
          .where(eq(attempts.id, id));
      }
      // One batched request, as the dashboard sends: every widget sees the closed attempts.
      const response = await app.inject({
        method: 'GET',
        url: `/trpc/dashboard.stats,dashboard.recent?batch=1&input=${encodeURIComponent('{}')}`,
        headers: { cookie: `session=${learner.token}` },
      });
      const [stats, recent] = response.json() as [
        { result: { data: { testsCompleted: number } } },
        { result: { data: unknown[] } },
      ];
      expect(stats.result.data.testsCompleted).toBe(1);
      expect(recent.result.data).toHaveLength(1);
      expect(await env.database.db.select().from(results).where(eq(results.attemptId, answered.attempt.id))).toHaveLength(1);
      expect(await env.database.db.select().from(results).where(eq(results.attemptId, untouched.attempt.id))).toHaveLength(0);
      const [abandoned] = await env.database.db.select().from(attempts).where(eq(attempts.id, untouched.attempt.id));
      expect(abandoned?.abandonedAt).toBeInstanceOf(Date);
      expect(abandoned?.submittedAt).toBeNull();
    } finally {
      await app.close();
    }
  });
});
