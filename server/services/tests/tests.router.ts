import { createMixedTestSchema, generateTestSchema, testIdInputSchema } from '@shared/schemas/tests';
import { TOPIC_NAMES } from '@shared/topics';
import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { generateTest } from './generate-test';
import { createExam, createMixedTest } from './outline-tests';
import { getOwnedTest, hideAnswers } from './tests';

export const testsRouter = router({
  generate: protectedProcedure
    .meta({ waitsForModel: true })
    .input(generateTestSchema)
    .mutation(({ ctx, input }) => generateTest(ctx, ctx.user.id, input)),
  /** A practice test across every topic (by the outline's weights) or one section, from the bank. */
  createMixed: protectedProcedure
    .input(createMixedTestSchema)
    .mutation(({ ctx, input }) => createMixedTest(ctx, ctx.user.id, input)),
  /** The full mock exam: 120 questions (5 unscored), 190 minutes, from the bank. */
  createExam: protectedProcedure.mutation(({ ctx }) => createExam(ctx, ctx.user.id)),
  /** The test's metadata and questions, without answer keys (those come with the result). */
  get: protectedProcedure.input(testIdInputSchema).query(async ({ ctx, input }) => {
    const { questions, ...test } = await getOwnedTest(ctx.db, ctx.user.id, input.testId);
    return { ...test, questions: hideAnswers(questions) };
  }),
  /** The topics the offline bank covers, for the create-test screen. */
  topics: publicProcedure.query(() => TOPIC_NAMES),
});
