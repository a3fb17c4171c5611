import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db';
import { createTestDeps } from './test-deps';

/**
 * One migrated database and the app's dependencies for a test file: made before its first test and
 * dropped after its last. Read `env.database` and `env.deps` inside the tests (they exist once the
 * file's beforeAll has run).
 */
export function setUpTestEnvironment(options?: Parameters<typeof createTestDeps>[1]) {
  const env = {} as { database: TestDatabase; deps: ReturnType<typeof createTestDeps> };
  beforeAll(async () => {
    env.database = await createTestDatabase();
    env.deps = createTestDeps(env.database.db, options);
  });
  afterAll(async () => env.database?.drop());
  return env;
}
