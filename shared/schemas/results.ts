import { z } from 'zod';
import { answerIdSchema } from './question';
import { idSchema } from './tests';

export const startAttemptSchema = z.strictObject({
  testId: idSchema,
  /** Retake: abandon an attempt still open (the learner agreed) and begin a new one with a full timer. */
  fresh: z.boolean().default(false),
});

const questionIdSchema = z.string().regex(/^q\d{1,3}$/, 'Invalid question id');

export const saveAnswerSchema = z.strictObject({
  attemptId: idSchema,
  questionId: questionIdSchema,
  answerId: answerIdSchema,
});

export const flagSchema = z.strictObject({ attemptId: idSchema, questionId: questionIdSchema, flagged: z.boolean() });

export const attemptIdSchema = z.strictObject({ attemptId: idSchema });
export const resultIdSchema = z.strictObject({ resultId: idSchema });
