import { historyQuerySchema } from '@shared/schemas/history';
import { protectedProcedure, router } from '../../trpc';
import { getHistory } from './history';

export const historyRouter = router({
  list: protectedProcedure.input(historyQuerySchema).query(({ ctx, input }) => getHistory(ctx.db, ctx.user.id, input)),
});
