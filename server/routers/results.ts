import { resultIdSchema } from '../../shared/schemas/results';
import { getResult } from '../services/results';
import { protectedProcedure, router } from '../trpc';

export const resultsRouter = router({
  get: protectedProcedure.input(resultIdSchema).query(({ ctx, input }) => getResult(ctx.db, ctx.user.id, input.resultId)),
});
