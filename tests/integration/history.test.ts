import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { attempts, tests } from '../../server/db/schema';
import { randomId } from '../../server/services/ids';
import { answersFor, seedResults } from '../helpers/seed-results';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

const MINUTE = 60_000;

describe('/history', () => {
  it('pages every result newest first, filters by topic, section and mode, and marks abandoned attempts', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const start = Date.now() - 100 * MINUTE;
    await seedResults(
      env.deps.db,
      learner.user.id,
      Array.from({ length: 45 }, (_, index) => ({
        answers: answersFor(index % 5, 5, [index % 3 ? 'RESPA' : 'Mortgage Fraud']),
        createdAt: new Date(start + index * MINUTE),
        topic: index % 3 ? 'RESPA' : 'Mortgage Fraud',
      })),
    );
    // An attempt abandoned after the seeded ones.
    const testId = randomId();
    await env.deps.db.insert(tests).values({
      id: testId,
      userId: learner.user.id,
      topic: 'TRID',
      difficulty: 'beginner',
      numQuestions: 0,
      source: 'bank',
      questions: [],
    });
    const now = new Date();
    await env.deps.db
      .insert(attempts)
      .values({ id: randomId(), testId, userId: learner.user.id, startedAt: now, deadline: now, abandonedAt: now });

    const first = await caller.history.list({});
    expect(first).toMatchObject({ page: 1, pages: 3, total: 46 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ topic: 'TRID', status: 'abandoned', resultId: null, score: null });
    expect(first.items[1]).toMatchObject({ status: 'completed', topic: 'RESPA' });
    const last = await caller.history.list({ page: 3 });
    expect(last.items).toHaveLength(6);
    const dates = [...first.items, ...last.items].map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());

    expect((await caller.history.list({ topic: 'Mortgage Fraud' })).total).toBe(15);
    expect((await caller.history.list({ section: 'ethics' })).total).toBe(15);
    expect((await caller.history.list({ section: 'federal' })).total).toBe(31); // 30 RESPA and the TRID attempt
    expect((await caller.history.list({ mode: 'tutor' })).total).toBe(0);
    expect((await caller.history.list({ mode: 'exam' })).total).toBe(0);
  });

  it('refuses a page out of range, or not a page, with a clear message', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    await expect(caller.history.list({ page: 2 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: MSG.pageOutOfRange(2, 1),
    });
    await expect(caller.history.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.history.list({ page: 1.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.history.list({ page: 1 })).toEqual({ page: 1, pages: 1, total: 0, items: [] });
  });
});
