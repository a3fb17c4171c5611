import { RECENT_TESTS_LIMIT, SCORE_HISTORY_LIMIT, STREAK_SCORE } from '@shared/constants';
import type { DashboardStats, RecentResult, ScoreHistoryPoint } from '@shared/schemas/dashboard';
import { roundToTenth } from '@shared/stats';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { learnerStats, results } from '../../db/schema';
import { latestResults } from './latest-results';

/**
 * The dashboard's numbers. Totals come from the running sums in learner_stats and
 * learner_category_stats (kept by triggers, one row per learner or category); lists walk
 * results_user_created_idx newest first and stop at their limit. No query reads a learner's whole
 * history, and every answer has a fixed upper size.
 */

/**
 * Spec §3 Dashboard stats. The streak is the count of results newer than the latest non-100 one:
 * max(created_at) of the latest miss walks the index backwards and stops at the first non-100
 * score, and the count then reads only the newer entries: O(streak length), not O(history).
 */
const statsQuery = preparedPerDb((db) => {
  const userId = sql.placeholder('userId');
  const latestMiss = db
    .select({ at: sql`max(${results.createdAt})` })
    .from(results)
    .where(and(eq(results.userId, userId), ne(results.score, STREAK_SCORE)));
  const streak = db
    .select({ count: sql`count(*)::int` })
    .from(results)
    .where(and(eq(results.userId, userId), gt(results.createdAt, sql`coalesce((${latestMiss}), '-infinity'::timestamptz)`)));
  return db
    .select({
      testsCompleted: learnerStats.testsCompleted,
      timedTests: learnerStats.timedTests,
      timedScoreSum: learnerStats.timedScoreSum,
      lastTestAt: learnerStats.lastTestAt,
      streak: sql<number>`(${streak})`.mapWith(Number),
    })
    .from(learnerStats)
    .where(eq(learnerStats.userId, userId))
    .prepare('dashboard_stats');
});

export async function getDashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  const [row] = await statsQuery(db).execute({ userId });
  if (!row || row.testsCompleted <= 0) return { testsCompleted: 0, averageScore: 0, lastTestDate: null, streak: 0 };
  return {
    testsCompleted: row.testsCompleted,
    // The Average Score card is about timed tests: tutor mode shows the key as you go.
    averageScore: row.timedTests > 0 ? roundToTenth(row.timedScoreSum / row.timedTests) : 0,
    lastTestDate: row.lastTestAt ? row.lastTestAt.toISOString() : null,
    streak: row.streak,
  };
}

/** The latest results, newest first (spec §9: 5 of them). */
export async function getRecentResults(db: Db, userId: string): Promise<RecentResult[]> {
  const rows = await latestResults(db, userId, RECENT_TESTS_LIMIT);
  return rows.map(({ createdAt, score, total: _total, ...row }) => ({
    ...row,
    score: roundToTenth(score),
    date: createdAt.toISOString(),
  }));
}

/** Category performance comes from the one learner-statistics service. */
export { getCategoryPerformance } from './learner-stats';

/** The line chart's series: the latest SCORE_HISTORY_LIMIT results, oldest first, so the payload is bounded. */
export async function getScoreHistory(db: Db, userId: string): Promise<ScoreHistoryPoint[]> {
  const rows = await db
    .select({ id: results.id, topic: results.topic, score: results.score, createdAt: results.createdAt })
    .from(results)
    .where(eq(results.userId, userId))
    .orderBy(desc(results.createdAt), desc(results.id))
    .limit(SCORE_HISTORY_LIMIT);
  return rows
    .reverse()
    .map(({ createdAt, score, ...row }) => ({ ...row, score: roundToTenth(score), date: createdAt.toISOString() }));
}
