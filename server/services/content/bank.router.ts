import { itemAnalysisInput } from '@shared/schemas/item-analysis';
import { resolveReportSchema } from '@shared/schemas/question-reports';
import { adminProcedure, router } from '../../trpc';
import { getItemAnalysis } from './item-analysis';
import { listOpenReports, resolveReport } from './question-reports';

/** The question bank's quality views: admins only, enforced here on the server. */
export const bankRouter = router({
  /** Share correct and discrimination of every bank question, and the ones strong learners miss more. */
  itemAnalysis: adminProcedure.input(itemAnalysisInput).query(({ ctx }) => getItemAnalysis(ctx.db)),
  /** Questions learners reported as wrong, unclear or out of date, not yet checked. */
  reports: adminProcedure.query(({ ctx }) => listOpenReports(ctx.db)),
  resolveReport: adminProcedure.input(resolveReportSchema).mutation(({ ctx, input }) => resolveReport(ctx.db, input.reportId)),
});
