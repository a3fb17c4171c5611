import { WEAK_CATEGORY_THRESHOLD, WELCOME_RECENT_TESTS } from '@shared/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryScore, LearnerContext, RecentTest } from '../../ai/prompt-inputs';
import type { Db } from '../../db/client';
import { resultCategories } from '../../db/schema';
import { latestResults } from '../learning/latest-results';
import { getCategoryPerformance } from '../learning/learner-stats';

export type { CategoryScore, LearnerContext, RecentTest };

export async function getRecentTests(db: Db, userId: string, limit = WELCOME_RECENT_TESTS): Promise<RecentTest[]> {
  const rows = await latestResults(db, userId, limit);
  return rows.map(({ id, topic, difficulty, score, correct, total, createdAt }) => ({
    id,
    topic,
    difficulty,
    score,
    correct,
    total,
    createdAt,
  }));
}

/** Per-category totals over some of the learner's results (the recent tests Milo's welcome looks at). */
export async function getCategoryScores(db: Db, userId: string, resultIds?: string[]): Promise<CategoryScore[]> {
  if (resultIds && resultIds.length === 0) return [];
  const rows = await db
    .select({
      category: resultCategories.category,
      correct: sql<number>`sum(${resultCategories.correct})::int`,
      total: sql<number>`sum(${resultCategories.total})::int`,
    })
    .from(resultCategories)
    .where(and(eq(resultCategories.userId, userId), resultIds ? inArray(resultCategories.resultId, resultIds) : undefined))
    .groupBy(resultCategories.category)
    .orderBy(resultCategories.category);
  return rows.map((row) => ({ ...row, percentage: row.total > 0 ? (row.correct / row.total) * 100 : 0 }));
}

export async function getLearnerContext(db: Db, userId: string): Promise<LearnerContext> {
  // All-time performance is the dashboard's own figure (learner-stats.ts), not a second aggregate.
  const [categoryPerformance, recentTests] = await Promise.all([getCategoryPerformance(db, userId), getRecentTests(db, userId)]);
  const recent = await getCategoryScores(
    db,
    userId,
    recentTests.map((test) => test.id),
  );
  const recentCategories = recent.sort((a, b) => a.percentage - b.percentage || a.category.localeCompare(b.category));
  return { categoryPerformance, recentTests, recentCategories };
}

/** Spec §2, §9: the categories under 70% in the recent tests, weakest first. */
export function weakCategories(context: Pick<LearnerContext, 'recentCategories'>): CategoryScore[] {
  return context.recentCategories.filter((category) => category.percentage < WEAK_CATEGORY_THRESHOLD);
}
