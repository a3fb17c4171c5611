import { examDateSchema } from '@shared/schemas/plan';
import { protectedProcedure, router } from '../../trpc';
import { getStudyPlan, setExamDate } from './study-plan';

/** The exam date, the daily plan it implies, and the study-days streak. */
export const planRouter = router({
  get: protectedProcedure.query(({ ctx }) => getStudyPlan(ctx.db, ctx.user.id)),
  setExamDate: protectedProcedure
    .input(examDateSchema)
    .mutation(({ ctx, input }) => setExamDate(ctx.db, ctx.user.id, input.examDate)),
});
