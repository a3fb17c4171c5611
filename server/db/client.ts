import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** One database type over both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: 'postgres' | 'pglite';
  /** Applies the committed migrations; serialised across instances on PostgreSQL. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export { MIGRATIONS_FOLDER };

const MIGRATION_LOCK_KEY = 7_416_001; // any fixed number shared by every instance of this app

/** `onQuery` sees every query's SQL (the query-count test counts round trips with it). */
export type OpenOptions = { max?: number; onQuery?: (sql: string) => void };
const queryLogger = (onQuery?: (sql: string) => void) => (onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {});

export function openPostgres(url: string, options: OpenOptions = {}): Database {
  const client = postgres(url, {
    max: options.max ?? 10, // 2 cores here; PostgreSQL's default max_connections is 100 for N instances
    idle_timeout: 20, // seconds: release idle connections instead of holding them forever
    connect_timeout: 10,
    // postgres.js 3.4.9 looks up array types on every new connection without awaiting the query,
    // so a connection cut during that lookup became an unhandled rejection that stopped the whole
    // server (found by cutting connections mid-query: tests/integration/faults.test.ts). Our
    // schema has no PostgreSQL array columns (lists are jsonb), so the lookup is not needed.
    fetch_types: false,
    // Seconds before reconnecting after a connection was cut. postgres.js's default grows 3^n/100 up
    // to 20 s with every cut, so after a burst of cuts (a PostgreSQL restart under load) requests
    // queued for 10-20 s with the database already back; capped at 1 s, they are answered at once.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {}, // "relation already exists, skipping" notices from migrations are noise
  });
  const db = drizzlePostgres(client, { schema, ...queryLogger(options.onQuery) }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      // Two instances starting at once must not both run a migration: hold an advisory lock for
      // the whole run on a one-connection client, so the lock and the migration share a session.
      const migrationClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migrate(drizzlePostgres(migrationClient), { migrationsFolder: MIGRATIONS_FOLDER });
        await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await migrationClient.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

export async function openPglite(dataDir: string | null, options: Pick<OpenOptions, 'onQuery'> = {}): Promise<Database> {
  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(dir);
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const db = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}
