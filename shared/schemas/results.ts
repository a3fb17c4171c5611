import { z } from 'zod';
import { answerIdSchema } from './question';
import { idSchema } from './tests';

export const startAttemptSchema = z.strictObject({
  testId: idSchema,
  /** Retake: finish any open attempt and begin a new one with a full timer. */
  fresh: z.boolean().default(false),
});

export const saveAnswerSchema = z.strictObject({
  attemptId: idSchema,
  questionId: z.string().regex(/^q\d{1,3}$/, 'Invalid question id'),
  answerId: answerIdSchema,
});

export const attemptIdSchema = z.strictObject({ attemptId: idSchema });
export const resultIdSchema = z.strictObject({ resultId: idSchema });
