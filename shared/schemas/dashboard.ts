import { z } from 'zod';

/** Every dashboard query reads the signed-in learner's own data: nothing to pass. */
export const dashboardQueryInput = z.void();

/** The shapes the dashboard procedures answer with (dates are ISO strings: no transformer on the wire). */
export const dashboardStatsSchema = z.object({
  testsCompleted: z.number().int().nonnegative(),
  /** Mean of the results' scores, one decimal; 0 with no results. */
  averageScore: z.number().min(0).max(100),
  lastTestDate: z.iso.datetime().nullable(),
  /** Consecutive most-recent results scoring exactly 100. */
  streak: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const recentResultSchema = z.object({
  id: z.string(),
  topic: z.string(),
  difficulty: z.string(),
  score: z.number(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  timeSpent: z.number().int(),
  date: z.iso.datetime(),
});
export type RecentResult = z.infer<typeof recentResultSchema>;

export const categoryPerformanceSchema = z.object({
  category: z.string(),
  percentage: z.number().min(0).max(100),
  correct: z.number().int(),
  total: z.number().int(),
});
export type CategoryPerformance = z.infer<typeof categoryPerformanceSchema>;

export const scoreHistoryPointSchema = z.object({
  id: z.string(),
  topic: z.string(),
  score: z.number(),
  date: z.iso.datetime(),
});
export type ScoreHistoryPoint = z.infer<typeof scoreHistoryPointSchema>;
