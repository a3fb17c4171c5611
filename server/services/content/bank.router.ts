import { itemAnalysisInput } from '@shared/schemas/item-analysis';
import { adminProcedure, router } from '../../trpc';
import { getItemAnalysis } from './item-analysis';

/** The question bank's quality views: admins only, enforced here on the server. */
export const bankRouter = router({
  /** Share correct and discrimination of every bank question, and the ones strong learners miss more. */
  itemAnalysis: adminProcedure.input(itemAnalysisInput).query(({ ctx }) => getItemAnalysis(ctx.db)),
});
