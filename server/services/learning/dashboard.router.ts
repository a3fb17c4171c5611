import { protectedProcedure, router } from '../../trpc';
import { getDashboardStats, getRecentResults, getScoreHistory } from './dashboard';
import { getCategoryPerformance, getReadiness } from './learner-stats';

/**
 * One query per widget, so each shows its own loading state; the client batches them into one
 * request. Each reads the signed-in learner's own data: there is no input.
 */
export const dashboardRouter = router({
  stats: protectedProcedure.query(({ ctx }) => getDashboardStats(ctx.db, ctx.user.id)),
  recent: protectedProcedure.query(({ ctx }) => getRecentResults(ctx.db, ctx.user.id)),
  categories: protectedProcedure.query(({ ctx }) => getCategoryPerformance(ctx.db, ctx.user.id)),
  /** Mastery per section and topic, the predicted score and the next best action (issue 19). */
  readiness: protectedProcedure.query(({ ctx }) => getReadiness(ctx.db, ctx.user.id)),
  scoreHistory: protectedProcedure.query(({ ctx }) => getScoreHistory(ctx.db, ctx.user.id)),
});
