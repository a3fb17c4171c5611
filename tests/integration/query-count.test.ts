import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../server/services/auth/session-cache';
import { jsonHeaders } from '../helpers/test-app';
import { callerFor, createTestDeps } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * Round trips per signed-in request, counted on Drizzle's query log, so a regression shows: with the
 * session cache warm, each dashboard widget and saving an answer cost one query each.
 */
let queries: string[] = [];
const env = setUpTestEnvironment({
  onQuery: (sql) => queries.push(sql),
  deps: (database) => ({ ...createTestDeps(database.db), sessionCache: createSessionCache() }),
  app: true,
});

async function countQueries(request: () => Promise<{ statusCode: number }>): Promise<number> {
  queries = [];
  const response = await request();
  expect(response.statusCode).toBe(200);
  return queries.length;
}

describe('queries per signed-in request, session cache warm', () => {
  it('one per dashboard widget, one to save an answer; the first request of a session reads it once', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('expected an attempt');
    const cookie = { cookie: `session=${learner.token}` };
    const get = (procedure: string) => () => env.app.inject({ method: 'GET', url: `/trpc/${procedure}`, headers: cookie });

    const cold = await countQueries(get('dashboard.stats'));
    expect(cold).toBe(2); // the session (with its attempts' next deadline), then the stats
    for (const widget of ['dashboard.stats', 'dashboard.recent', 'dashboard.categories', 'dashboard.scoreHistory']) {
      expect(await countQueries(get(widget)), widget).toBe(1);
    }
    const save = () =>
      env.app.inject({
        method: 'POST',
        url: '/trpc/attempts.saveAnswer',
        headers: { ...jsonHeaders, ...cookie },
        body: JSON.stringify({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'b' }),
      });
    expect(await countQueries(save)).toBe(1);

    // A reload of the test page: its first batch reads the attempt, and nothing is written.
    const reload = () =>
      env.app.inject({
        method: 'GET',
        url: `/trpc/auth.me,publicConfig,attempts.resume?batch=1&input=${encodeURIComponent(JSON.stringify({ 2: { testId } }))}`,
        headers: cookie,
      });
    expect(await countQueries(reload)).toBe(2); // the test, then its open attempt
    expect(queries.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
  });

  it('a logged-out session is refused at once, cache or not', async () => {
    const learner = await createSignedInUser(env.deps);
    const cookie = { cookie: `session=${learner.token}` };
    const me = () => env.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: cookie });
    expect((await me()).json().result.data.id).toBe(learner.user.id); // now cached
    await env.app.inject({ method: 'POST', url: '/trpc/auth.logOut', headers: { ...jsonHeaders, ...cookie }, body: '{}' });
    expect((await me()).json().result.data).toBeNull();
  });
});
