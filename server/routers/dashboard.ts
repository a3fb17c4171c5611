import { dashboardQueryInput } from '../../shared/schemas/dashboard';
import { getCategoryPerformance, getDashboardStats, getRecentResults, getScoreHistory } from '../services/dashboard';
import { protectedProcedure, router } from '../trpc';

/** One query per widget, so each shows its own loading state; the client batches them into one request. */
export const dashboardRouter = router({
  stats: protectedProcedure.input(dashboardQueryInput).query(({ ctx }) => getDashboardStats(ctx.db, ctx.user.id)),
  recent: protectedProcedure.input(dashboardQueryInput).query(({ ctx }) => getRecentResults(ctx.db, ctx.user.id)),
  categories: protectedProcedure.input(dashboardQueryInput).query(({ ctx }) => getCategoryPerformance(ctx.db, ctx.user.id)),
  scoreHistory: protectedProcedure.input(dashboardQueryInput).query(({ ctx }) => getScoreHistory(ctx.db, ctx.user.id)),
});
