import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/**
 * The database a bench server runs on: a freshly created database on the PostgreSQL server of
 * DATABASE_URL (dropped afterwards), or a fresh PGlite data folder inside the run directory.
 */
export type BenchDatabase = {
  /** Settings for the server process. */
  env: Record<string, string>;
  /** What the report names: "PostgreSQL 15.20 (local)" or "PGlite 0.x (embedded)". */
  label: string;
  drop: () => Promise<void>;
};

export async function createBenchDatabase(runDir: string, serverUrl = process.env.DATABASE_URL): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dataDir = path.join(runDir, 'data');
    const pgliteVersion = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version as string;
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      label: `PGlite ${pgliteVersion} (embedded, in the server process)`,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `mlo_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const [row] = await admin<{ version: string }[]>`select current_setting('server_version') as version`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL ${row?.version ?? '?'} (${url.hostname}, same machine)`,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
