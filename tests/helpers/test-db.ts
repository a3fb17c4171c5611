import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../../server/db/client';

/** The PostgreSQL server tests use when one is configured; otherwise each file gets PGlite. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export type TestDatabase = Database & { name: string; url: string | null; drop: () => Promise<void> };

/** A fresh, migrated database for one test file: a uniquely named one on the server, or PGlite. */
export async function createTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<TestDatabase> {
  if (!TEST_SERVER_URL) {
    const database = await openPglite(null, options);
    await database.migrate();
    return { ...database, name: 'pglite-memory', url: null, drop: () => database.close() };
  }
  const name = `mlo_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(TEST_SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 5, ...options });
  await database.migrate();
  return {
    ...database,
    name,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
