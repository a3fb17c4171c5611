import { attemptIdSchema, resultIdSchema, saveAnswerSchema, startAttemptSchema } from '../../shared/schemas/results';
import { saveAnswer, startOrResumeAttempt } from '../services/attempts';
import { finalizeAttempt } from '../services/finalize-attempt';
import { getResult } from '../services/results';
import { protectedProcedure, router } from '../trpc';

export const resultsRouter = router({
  start: protectedProcedure
    .input(startAttemptSchema)
    .mutation(({ ctx, input }) => startOrResumeAttempt(ctx.db, ctx.user.id, input)),
  saveAnswer: protectedProcedure.input(saveAnswerSchema).mutation(({ ctx, input }) => saveAnswer(ctx.db, ctx.user.id, input)),
  submit: protectedProcedure
    .input(attemptIdSchema)
    .mutation(({ ctx, input }) => finalizeAttempt(ctx.db, ctx.user.id, input.attemptId)),
  get: protectedProcedure.input(resultIdSchema).query(({ ctx, input }) => getResult(ctx.db, ctx.user.id, input.resultId)),
});
