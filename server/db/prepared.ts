import type { Db } from './client';

/**
 * A query built once per database handle and reused, so Drizzle does not assemble its SQL again on
 * every call (the hot signed-in reads; `npm run bench ceiling`). Keyed by the handle: tests and the
 * benchmark hold several databases in one process, and a transaction is a handle of its own.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
