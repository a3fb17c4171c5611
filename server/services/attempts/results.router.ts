import { resultIdSchema } from '@shared/schemas/results';
import { protectedProcedure, router } from '../../trpc';
import { getResult } from './results';

export const resultsRouter = router({
  get: protectedProcedure.input(resultIdSchema).query(({ ctx, input }) => getResult(ctx.db, ctx.user.id, input.resultId)),
});
