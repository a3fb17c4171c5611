import { isPersonalBest } from '@shared/personal-best';
import { and, eq, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { results } from '../../db/schema';

/**
 * Whether a result is the learner's best so far on its topic: compared with the results saved before
 * it (not after), so reopening an old result later still tells the truth about that moment. One
 * indexed aggregate (results_user_created_idx); `previousBest` lets the screen say what was beaten.
 */
export async function personalBestFor(
  db: Db,
  result: { userId: string; topic: string; score: number; createdAt: Date },
): Promise<{ personalBest: boolean; previousBest: number | null }> {
  const [row] = await db
    .select({ previousBest: max(results.score) })
    .from(results)
    .where(and(eq(results.userId, result.userId), eq(results.topic, result.topic), lt(results.createdAt, result.createdAt)));
  const previousBest = row?.previousBest ?? null;
  return { personalBest: isPersonalBest(result.score, previousBest), previousBest };
}
