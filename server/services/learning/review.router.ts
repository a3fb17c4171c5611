import { gradeCardSchema, reviewMistakesSchema, reviewSessionSchema, suspendCardSchema } from '@shared/schemas/review';
import { protectedProcedure, router } from '../../trpc';
import { getReviewSession, startMistakesReview } from './review-mistakes';
import { getDeckSummary, gradeReviewCard, suspendReviewCard } from './review-session';

/** The review deck: missed and flagged questions, rescheduled by FSRS. */
export const reviewRouter = router({
  /** "Review (N due)". */
  summary: protectedProcedure.query(({ ctx }) => getDeckSummary(ctx.db, ctx.user.id)),
  session: protectedProcedure.input(reviewSessionSchema).query(({ ctx, input }) => getReviewSession(ctx.db, ctx.user.id, input)),
  grade: protectedProcedure.input(gradeCardSchema).mutation(({ ctx, input }) => gradeReviewCard(ctx.db, ctx.user.id, input)),
  suspend: protectedProcedure
    .input(suspendCardSchema)
    .mutation(({ ctx, input }) => suspendReviewCard(ctx.db, ctx.user.id, input)),
  /** "Review mistakes" on a result: its wrong answers become due now. */
  mistakes: protectedProcedure
    .input(reviewMistakesSchema)
    .mutation(({ ctx, input }) => startMistakesReview(ctx.db, ctx.user.id, input.resultId)),
});
