import { historyQuerySchema } from '../../shared/schemas/history';
import { getHistory } from '../services/history';
import { protectedProcedure, router } from '../trpc';

export const historyRouter = router({
  list: protectedProcedure.input(historyQuerySchema).query(({ ctx, input }) => getHistory(ctx.db, ctx.user.id, input)),
});
