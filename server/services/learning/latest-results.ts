import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { results } from '../../db/schema';

/** A result's score line (what was taken, how it went): lists and the results page read the same columns. */
export const resultSummaryColumns = {
  id: results.id,
  topic: results.topic,
  difficulty: results.difficulty,
  score: results.score,
  correct: results.correct,
  incorrect: results.incorrect,
  total: results.total,
  timeSpent: results.timeSpent,
  mode: results.mode,
  createdAt: results.createdAt,
};

/**
 * The learner's latest results, newest first, walking results_user_created_idx and stopping at
 * `limit`: the dashboard's Recent Tests and Milo's welcome read the same rows, each taking its fields.
 */
export function latestResults(db: Db, userId: string, limit: number) {
  return db
    .select(resultSummaryColumns)
    .from(results)
    .where(eq(results.userId, userId))
    .orderBy(desc(results.createdAt), desc(results.id))
    .limit(limit);
}
