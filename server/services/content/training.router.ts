import { testAiSchema, trainingContentSchema, trainingIdSchema, updateTrainingContentSchema } from '@shared/schemas/training';
import { adminProcedure, router } from '../../trpc';
import * as training from './training';

/** The Training Content Manager (spec §2, §6): admins only, enforced here on the server. */
export const trainingRouter = router({
  list: adminProcedure.query(({ ctx }) => training.listTrainingContent(ctx.db)),
  get: adminProcedure.input(trainingIdSchema).query(({ ctx, input }) => training.getTrainingContent(ctx.db, input.id)),
  add: adminProcedure
    .input(trainingContentSchema)
    .mutation(({ ctx, input }) => training.addTrainingContent(ctx.db, input, ctx.user.id)),
  update: adminProcedure
    .input(updateTrainingContentSchema)
    .mutation(({ ctx, input }) => training.updateTrainingContent(ctx.db, input)),
  restoreShipped: adminProcedure
    .input(trainingIdSchema)
    .mutation(({ ctx, input }) => training.restoreTrainingContent(ctx, input.id)),
  remove: adminProcedure.input(trainingIdSchema).mutation(({ ctx, input }) => training.deleteTrainingContent(ctx.db, input.id)),
  testAi: adminProcedure
    .meta({ waitsForModel: true }) // its two model calls run side by side
    .input(testAiSchema)
    .mutation(({ ctx, input }) => training.testAiKnowledge(ctx, input)),
});
