import { attemptIdSchema, flagSchema, saveAnswerSchema, startAttemptSchema } from '@shared/schemas/results';
import { testIdInputSchema } from '@shared/schemas/tests';
import { protectedProcedure, router } from '../../trpc';
import { checkTutorAnswer } from '../tests/test-modes';
import {
  abandonAttempt,
  listOpenAttempts,
  readOpenAttempt,
  saveAnswer,
  setFlag,
  startOrResumeAttempt,
  submitAttempt,
} from './attempts';

/** Taking a test: an attempt is started (or resumed), answered and flagged question by question, then submitted or abandoned. */
export const attemptsRouter = router({
  /** Tests started and not finished, with their time left (the dashboard's Continue cards). */
  open: protectedProcedure.query(({ ctx }) => listOpenAttempts(ctx.db, ctx.user.id)),
  /** The attempt the test page continues, if any: a read (the page's loader starts one only when there is none). */
  resume: protectedProcedure
    .input(testIdInputSchema)
    .query(({ ctx, input }) => readOpenAttempt(ctx.db, ctx.user.id, input.testId)),
  start: protectedProcedure
    .input(startAttemptSchema)
    .mutation(({ ctx, input }) => startOrResumeAttempt(ctx.db, ctx.user.id, input)),
  saveAnswer: protectedProcedure.input(saveAnswerSchema).mutation(({ ctx, input }) => saveAnswer(ctx.db, ctx.user.id, input)),
  /** Tutor mode: saves the answer and marks it at once, with its explanation. */
  check: protectedProcedure.input(saveAnswerSchema).mutation(({ ctx, input }) => checkTutorAnswer(ctx.db, ctx.user.id, input)),
  flag: protectedProcedure.input(flagSchema).mutation(({ ctx, input }) => setFlag(ctx.db, ctx.user.id, input)),
  abandon: protectedProcedure
    .input(attemptIdSchema)
    .mutation(({ ctx, input }) => abandonAttempt(ctx.db, ctx.user.id, input.attemptId)),
  submit: protectedProcedure
    .input(attemptIdSchema)
    .mutation(({ ctx, input }) => submitAttempt(ctx.db, ctx.user.id, input.attemptId)),
});
