import { z } from 'zod';
import { MSG } from '../messages';

export const TRAINING_LIMITS = {
  title: 200,
  source: 200,
  category: 100,
  transcript: 100_000,
  url: 2000,
  question: 2000,
} as const;

/** http(s) only: the URL becomes a link on the admin screen, so `javascript:` must never pass. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.tooLong(max));

/** The Add New Content form (spec §2, §5): all but the URL required; the URL must be a URL. */
export const trainingContentSchema = z.strictObject({
  title: requiredText(MSG.titleRequired, TRAINING_LIMITS.title),
  source: requiredText(MSG.sourceRequired, TRAINING_LIMITS.source),
  category: requiredText(MSG.categoryRequired, TRAINING_LIMITS.category),
  transcript: requiredText(MSG.transcriptRequired, TRAINING_LIMITS.transcript),
  url: z
    .string()
    .trim()
    .max(TRAINING_LIMITS.url, MSG.invalidUrl)
    .refine((value) => value === '' || isHttpUrl(value), MSG.invalidUrl)
    .optional(),
});
export type TrainingContentInput = z.infer<typeof trainingContentSchema>;

export const trainingIdSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const updateTrainingContentSchema = trainingContentSchema.extend({ id: z.string().min(1).max(64) });
export type UpdateTrainingContentInput = z.infer<typeof updateTrainingContentSchema>;

/** The Test AI Knowledge box (spec §5): a question is required. */
export const testAiSchema = z.strictObject({ question: requiredText(MSG.questionRequired, TRAINING_LIMITS.question) });
export type TestAiInput = z.infer<typeof testAiSchema>;
