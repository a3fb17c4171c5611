import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw SQL query on either driver: postgres.js answers an array, PGlite an object with
 * `rows`. For queries the query builder cannot say well (lateral joins over jsonb, CTEs of
 * aggregates); callers cast columns in SQL and coerce values, since the drivers parse types alike
 * only for the basic ones.
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
