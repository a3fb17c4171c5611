import { afterAll, beforeAll } from 'vitest';
import { settledReplies } from '../../server/services/chat/chat';
import { buildTestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';
import { createTestDeps } from './test-deps';

type TestDeps = ReturnType<typeof createTestDeps>;
type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export type TestEnvironmentOptions = {
  /** createTestDeps' options, or the deps made from the new database (after a fake model server started, say). */
  deps?: Parameters<typeof createTestDeps>[1] | ((database: TestDatabase) => TestDeps | Promise<TestDeps>);
  /** Also build the Fastify app on those deps, for fastify.inject or a real socket. */
  app?: boolean;
  /** Sees every statement the database runs (query-count tests). */
  onQuery?: (sql: string) => void;
};

/**
 * One migrated database and the app's dependencies (and, when asked, the app) for a test file: made
 * before its first test, closed and dropped after its last, once Milo's replies in flight have
 * settled. Read `env.database`, `env.deps` and `env.app` inside the tests: they exist once this
 * beforeAll has run, which is before the file's own (hooks run in the order they are declared, and
 * the file's own afterAll before this one's).
 */
export function setUpTestEnvironment(options: TestEnvironmentOptions = {}) {
  const env = {} as { database: TestDatabase; deps: TestDeps; app: TestApp };
  beforeAll(async () => {
    env.database = await createTestDatabase({ onQuery: options.onQuery });
    env.deps =
      typeof options.deps === 'function' ? await options.deps(env.database) : createTestDeps(env.database.db, options.deps);
    if (options.app) env.app = await buildTestApp(env.deps);
  });
  afterAll(async () => {
    await env.app?.close();
    await settledReplies();
    await env.database?.drop();
  });
  return env;
}
