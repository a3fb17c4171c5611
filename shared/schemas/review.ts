import { z } from 'zod';
import { answerIdSchema } from './question';
import { idSchema } from './tests';

export const gradeCardSchema = z.strictObject({
  cardId: idSchema,
  answerId: answerIdSchema,
  /** "I knew it": a right answer graded Easy instead of Good (ignored when the answer is wrong). */
  knewIt: z.boolean().default(false),
});

export const suspendCardSchema = z.strictObject({ cardId: idSchema, suspended: z.boolean() });

/** A review session: the due cards, or only those of one result's mistakes. */
export const reviewSessionSchema = z.strictObject({ resultId: idSchema.optional() }).default({});

export const reviewMistakesSchema = z.strictObject({ resultId: idSchema });
