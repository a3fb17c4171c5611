import { reportQuestionSchema } from '@shared/schemas/question-reports';
import { resultIdSchema } from '@shared/schemas/results';
import { protectedProcedure, router } from '../../trpc';
import { reportQuestion } from '../content/question-reports';
import { getResult } from './results';

export const resultsRouter = router({
  get: protectedProcedure.input(resultIdSchema).query(({ ctx, input }) => getResult(ctx.db, ctx.user.id, input.resultId)),
  /** "Report a problem" on a question of the learner's own result, for the editors (bank.reports). */
  reportQuestion: protectedProcedure
    .input(reportQuestionSchema)
    .mutation(({ ctx, input }) => reportQuestion(ctx.db, ctx.user.id, input)),
});
