import { RECENT_TESTS_LIMIT, SCORE_HISTORY_LIMIT } from '@shared/constants';
import { percentage, sortCategories } from '@shared/stats';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learnerCategoryStats, learnerStats, resultCategories, results, users } from '../../server/db/schema';
import { averageScore, streakFromScores } from '../helpers/dashboard-reference';
import { answersFor, generateResultSpecs, type SeedResultSpec, seedResults } from '../helpers/seed-results';
import { buildTestApp } from '../helpers/test-app';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

async function learner() {
  const account = await createSignedInUser(env.deps);
  return { ...account, caller: callerFor(env.deps, account).caller };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Results `scores.length` minutes apart, the last one newest; each score is correct out of 10. */
const specsFromCorrect = (corrects: readonly number[], total = 10): SeedResultSpec[] =>
  corrects.map((correct, index) => ({ answers: answersFor(correct, total), createdAt: minutesAgo(corrects.length - index) }));

describe('dashboard', () => {
  it('refuses anonymous callers', async () => {
    const { caller } = callerFor(env.deps);
    for (const call of [
      caller.dashboard.stats,
      caller.dashboard.recent,
      caller.dashboard.categories,
      caller.dashboard.scoreHistory,
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers empty widgets for a learner with no results', async () => {
    const { caller } = await learner();
    expect(await caller.dashboard.stats()).toEqual({ testsCompleted: 0, averageScore: 0, lastTestDate: null, streak: 0 });
    expect(await caller.dashboard.recent()).toEqual([]);
    expect(await caller.dashboard.categories()).toEqual([]);
    expect(await caller.dashboard.scoreHistory()).toEqual([]);
  });

  it('shows one result in every widget', async () => {
    const { user, caller } = await learner();
    const createdAt = new Date('2025-03-04T15:06:07.089Z');
    const [id] = await seedResults(env.deps.db, user.id, [
      {
        answers: answersFor(2, 3, ['TILA', 'Ethics', 'Ethics']),
        createdAt,
        topic: 'TILA',
        difficulty: 'advanced',
        timeSpent: 75,
      },
    ]);
    expect(await caller.dashboard.stats()).toEqual({
      testsCompleted: 1,
      averageScore: 66.7,
      lastTestDate: createdAt.toISOString(),
      streak: 0,
    });
    expect(await caller.dashboard.recent()).toEqual([
      {
        id,
        topic: 'TILA',
        difficulty: 'advanced',
        score: 66.7,
        correct: 2,
        incorrect: 1,
        timeSpent: 75,
        mode: 'timed',
        date: createdAt.toISOString(),
      },
    ]);
    expect(await caller.dashboard.categories()).toEqual([
      { category: 'Ethics', percentage: 50, correct: 1, total: 2 },
      { category: 'TILA', percentage: 100, correct: 1, total: 1 },
    ]);
    expect(await caller.dashboard.scoreHistory()).toEqual([{ id, topic: 'TILA', score: 66.7, date: createdAt.toISOString() }]);
  });

  it('aggregates many results: latest five, bounded oldest-first history, category sums, average and streak', async () => {
    const { user, caller } = await learner();
    const corrects = Array.from({ length: SCORE_HISTORY_LIMIT + 12 }, (_, index) => (index % 4) + 7); // 7, 8, 9, 10, …
    corrects.push(10, 10, 10); // the streak
    const specs = specsFromCorrect(corrects);
    const ids = await seedResults(env.deps.db, user.id, specs, 16);

    const stats = await caller.dashboard.stats();
    expect(stats).toEqual({
      testsCompleted: corrects.length,
      averageScore: averageScore(corrects.map((correct) => correct * 10)),
      lastTestDate: specs.at(-1)?.createdAt.toISOString(),
      streak: 3,
    });

    const recent = await caller.dashboard.recent();
    expect(recent.map((result) => result.id)).toEqual(ids.slice(-RECENT_TESTS_LIMIT).reverse());

    const history = await caller.dashboard.scoreHistory();
    expect(history).toHaveLength(SCORE_HISTORY_LIMIT);
    expect(history.map((point) => point.id)).toEqual(ids.slice(-SCORE_HISTORY_LIMIT));
    expect(history.map((point) => point.score)).toEqual(corrects.slice(-SCORE_HISTORY_LIMIT).map((correct) => correct * 10));

    const correctSum = corrects.reduce((sum, correct) => sum + correct, 0);
    expect(await caller.dashboard.categories()).toEqual([
      { category: 'RESPA', correct: correctSum, total: corrects.length * 10, percentage: expect.any(Number) },
    ]);
    const [respa] = await caller.dashboard.categories();
    expect(respa?.percentage).toBe(Math.round((correctSum / (corrects.length * 10)) * 1000) / 10);
  });

  it.each([
    ['all perfect', [10, 10, 10, 10], 4],
    ['the latest is a miss', [10, 10, 10, 9], 0],
    ['perfect after a miss', [10, 10, 3, 10, 10], 2],
    ['only a miss', [0], 0],
    ['one perfect', [10], 1],
  ])('counts the streak: %s', async (_name, corrects, streak) => {
    const { user, caller } = await learner();
    await seedResults(env.deps.db, user.id, specsFromCorrect(corrects));
    expect((await caller.dashboard.stats()).streak).toBe(streak);
  });

  it('matches the pure rules for any history (streak and average)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(0, 1, 2, 3, 3, 3), { minLength: 0, maxLength: 12 }), async (corrects) => {
        const { user, caller } = await learner();
        await seedResults(env.deps.db, user.id, specsFromCorrect(corrects, 3));
        const scoresNewestFirst = corrects.map((correct) => (correct / 3) * 100).reverse();
        const stats = await caller.dashboard.stats();
        expect(stats.streak).toBe(streakFromScores(scoresNewestFirst));
        expect(stats.averageScore).toBe(averageScore(scoresNewestFirst));
        expect(stats.testsCompleted).toBe(corrects.length);
      }),
      { numRuns: 15 },
    );
  });

  it("never counts another learner's results", async () => {
    const alice = await learner();
    const bob = await learner();
    await seedResults(env.deps.db, alice.user.id, [
      { answers: answersFor(10, 10, ['HMDA']), createdAt: minutesAgo(2), topic: 'HMDA' },
      { answers: answersFor(10, 10, ['HMDA']), createdAt: minutesAgo(1), topic: 'HMDA' },
    ]);
    const [bobId] = await seedResults(env.deps.db, bob.user.id, [
      { answers: answersFor(4, 5, ['GLBA']), createdAt: minutesAgo(3) },
    ]);

    expect(await bob.caller.dashboard.stats()).toMatchObject({ testsCompleted: 1, averageScore: 80, streak: 0 });
    expect((await bob.caller.dashboard.recent()).map((result) => result.id)).toEqual([bobId]);
    expect(await bob.caller.dashboard.categories()).toEqual([{ category: 'GLBA', percentage: 80, correct: 4, total: 5 }]);
    expect((await bob.caller.dashboard.scoreHistory()).map((point) => point.id)).toEqual([bobId]);
    expect(await alice.caller.dashboard.stats()).toMatchObject({ testsCompleted: 2, averageScore: 100, streak: 2 });
    expect(await alice.caller.dashboard.categories()).toEqual([{ category: 'HMDA', percentage: 100, correct: 20, total: 20 }]);
  });
});

describe('running totals (learner_stats, learner_category_stats)', () => {
  it('stay exact when results are deleted, updated, or their learner is removed', async () => {
    const { user, caller } = await learner();
    const kept = minutesAgo(2);
    const ids = await seedResults(env.deps.db, user.id, [
      { answers: answersFor(5, 10, ['TILA', 'RESPA']), createdAt: minutesAgo(3) },
      { answers: answersFor(10, 10, ['TILA']), createdAt: kept },
      { answers: answersFor(8, 10, ['ECOA']), createdAt: minutesAgo(1) },
    ]);
    await env.deps.db.delete(results).where(inArray(results.id, [ids[0] ?? '', ids[2] ?? '']));
    expect(await caller.dashboard.stats()).toEqual({
      testsCompleted: 1,
      averageScore: 100,
      lastTestDate: kept.toISOString(),
      streak: 1,
    });
    // ECOA and RESPA had no other answers: they leave the chart instead of showing 0 of 0.
    expect(await caller.dashboard.categories()).toEqual([{ category: 'TILA', percentage: 100, correct: 10, total: 10 }]);

    await env.deps.db
      .update(results)
      .set({ score: 40 })
      .where(eq(results.id, ids[1] ?? ''));
    expect(await caller.dashboard.stats()).toMatchObject({ testsCompleted: 1, averageScore: 40, streak: 0 });

    await env.deps.db.delete(results).where(eq(results.userId, user.id));
    expect(await caller.dashboard.stats()).toEqual({ testsCompleted: 0, averageScore: 0, lastTestDate: null, streak: 0 });
    expect(await caller.dashboard.categories()).toEqual([]);

    const other = await learner();
    await seedResults(env.deps.db, other.user.id, specsFromCorrect([3, 10]));
    await env.deps.db.delete(users).where(eq(users.id, other.user.id));
    expect(await env.deps.db.select().from(learnerStats).where(eq(learnerStats.userId, other.user.id))).toEqual([]);
    expect(await env.deps.db.select().from(learnerCategoryStats).where(eq(learnerCategoryStats.userId, other.user.id))).toEqual(
      [],
    );
  });

  it('equal a full aggregate of the results after many multi-row inserts', async () => {
    const { user, caller } = await learner();
    const specs = generateResultSpecs({ count: 300, topics: ['RESPA', 'TILA', 'TRID', 'HMDA', 'GLBA'], seed: 3 });
    await seedResults(env.deps.db, user.id, specs, 40);
    const [full] = await env.deps.db
      .select({ n: sql<number>`count(*)::int`, avg: sql<number>`avg(${results.score})`.mapWith(Number) })
      .from(results)
      .where(eq(results.userId, user.id));
    const stats = await caller.dashboard.stats();
    expect(stats.testsCompleted).toBe(full?.n);
    expect(stats.averageScore).toBe(averageScore([full?.avg ?? -1]));
    const categories = await env.deps.db
      .select({
        category: resultCategories.category,
        correct: sql<number>`sum(${resultCategories.correct})::int`,
        total: sql<number>`sum(${resultCategories.total})::int`,
      })
      .from(resultCategories)
      .where(eq(resultCategories.userId, user.id))
      .groupBy(resultCategories.category);
    expect(await caller.dashboard.categories()).toEqual(
      sortCategories(categories.map((row) => ({ ...row, percentage: percentage(row.correct, row.total) }))),
    );
  });
});

describe('dashboard over HTTP', () => {
  it('answers the batched request with the session cookie, and its size does not grow with the history', async () => {
    const app = await buildTestApp(env.deps);
    try {
      const { user, token } = await createSignedInUser(env.deps);
      const url = '/trpc/dashboard.stats,dashboard.recent,dashboard.categories,dashboard.scoreHistory?batch=1&input={}';
      const fetchDashboard = () => app.inject({ method: 'GET', url, headers: { cookie: `session=${token}` } });
      const topics = ['RESPA', 'TILA', 'TRID', 'ECOA'];
      await seedResults(env.deps.db, user.id, generateResultSpecs({ count: 60, topics, end: minutesAgo(500), seed: 7 }));
      const small = await fetchDashboard();
      expect(small.statusCode).toBe(200);
      const body = small.json() as { result: { data: unknown } }[];
      expect(body).toHaveLength(4);
      expect(body[0]?.result.data).toMatchObject({ testsCompleted: 60 });
      expect(body[3]?.result.data).toHaveLength(SCORE_HISTORY_LIMIT);

      await seedResults(env.deps.db, user.id, generateResultSpecs({ count: 400, topics, end: minutesAgo(1), seed: 8 }));
      const large = await fetchDashboard();
      expect((large.json() as { result: { data: unknown } }[])[0]?.result.data).toMatchObject({ testsCompleted: 460 });
      expect(large.body.length).toBeLessThan(small.body.length * 1.1);

      const anonymous = await app.inject({ method: 'GET', url: '/trpc/dashboard.stats' });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
