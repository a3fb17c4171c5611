import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { RECENT_TESTS_LIMIT, SCORE_HISTORY_LIMIT, STREAK_SCORE } from '../../shared/constants';
import type { CategoryPerformance, DashboardStats, RecentResult, ScoreHistoryPoint } from '../../shared/schemas/dashboard';
import { CATEGORY_PERFORMANCE_LIMIT, percentage, roundToTenth, sortCategories } from '../../shared/stats';
import type { Db } from '../db/client';
import { resultCategories, results } from '../db/schema';

/**
 * The dashboard's numbers, each one SQL statement over an index that starts with user_id. Nothing
 * loads a learner's whole history into memory, and every answer has a fixed upper size.
 */

/** Spec §3 Dashboard stats. The streak is the count of results newer than the latest non-100 one. */
export async function getDashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  // max(created_at) of the latest miss walks results_user_created_idx backwards and stops at the
  // first non-100 score, so the streak costs O(streak length), not O(history).
  const latestMiss = db
    .select({ at: sql`max(${results.createdAt})` })
    .from(results)
    .where(and(eq(results.userId, userId), ne(results.score, STREAK_SCORE)));
  const streak = db
    .select({ count: sql`count(*)::int` })
    .from(results)
    .where(and(eq(results.userId, userId), gt(results.createdAt, sql`coalesce((${latestMiss}), '-infinity'::timestamptz)`)));
  const [row] = await db
    .select({
      testsCompleted: sql<number>`count(*)::int`.mapWith(Number),
      averageScore: sql<number | null>`avg(${results.score})`.mapWith(Number),
      lastTestDate: sql<Date | null>`max(${results.createdAt})`.mapWith(results.createdAt),
      streak: sql<number>`(${streak})`.mapWith(Number),
    })
    .from(results)
    .where(eq(results.userId, userId));
  return {
    testsCompleted: row?.testsCompleted ?? 0,
    averageScore: roundToTenth(row?.averageScore ?? 0),
    lastTestDate: row?.lastTestDate ? row.lastTestDate.toISOString() : null,
    streak: row?.streak ?? 0,
  };
}

/** The latest results, newest first (spec §9: 5 of them). */
export async function getRecentResults(db: Db, userId: string): Promise<RecentResult[]> {
  const rows = await db
    .select({
      id: results.id,
      topic: results.topic,
      difficulty: results.difficulty,
      score: results.score,
      correct: results.correct,
      incorrect: results.incorrect,
      timeSpent: results.timeSpent,
      createdAt: results.createdAt,
    })
    .from(results)
    .where(eq(results.userId, userId))
    .orderBy(desc(results.createdAt), desc(results.id))
    .limit(RECENT_TESTS_LIMIT);
  return rows.map(({ createdAt, score, ...row }) => ({ ...row, score: roundToTenth(score), date: createdAt.toISOString() }));
}

/** Spec §3 Category performance over all of the learner's results, from the per-result tallies. */
export async function getCategoryPerformance(db: Db, userId: string): Promise<CategoryPerformance[]> {
  const correct = sql<number>`sum(${resultCategories.correct})::int`.mapWith(Number);
  const total = sql<number>`sum(${resultCategories.total})::int`.mapWith(Number);
  const rows = await db
    .select({ category: resultCategories.category, correct, total })
    .from(resultCategories)
    .where(eq(resultCategories.userId, userId))
    .groupBy(resultCategories.category)
    .orderBy(desc(total), resultCategories.category)
    .limit(CATEGORY_PERFORMANCE_LIMIT);
  return sortCategories(rows.map((row) => ({ ...row, percentage: percentage(row.correct, row.total) })));
}

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
