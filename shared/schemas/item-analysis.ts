import { z } from 'zod';
import { difficultySchema } from './question';

/** Item analysis covers the whole bank: nothing to pass. */
export const itemAnalysisInput = z.void();

/** One bank question's statistics over learners' submitted answers; no learner appears in them. */
export const itemStatsSchema = z.object({
  questionId: z.string(),
  topic: z.string(),
  difficulty: difficultySchema,
  /** The stem's opening, enough to recognise the question. */
  stem: z.string(),
  note: z.string(),
  responses: z.number().int().nonnegative(),
  /** Share of responses that were correct, 0–1; null with no responses. */
  shareCorrect: z.number().min(0).max(1).nullable(),
  /**
   * Point-biserial correlation between answering this question correctly and the learner's overall
   * score, −1–1; null when it is undefined (fewer than two responses, or everyone alike).
   */
  discrimination: z.number().min(-1).max(1).nullable(),
  flagged: z.boolean(),
});
export type ItemStats = z.infer<typeof itemStatsSchema>;

export const itemAnalysisSchema = z.object({
  /** Responses a question needs before its discrimination can flag it. */
  minResponses: z.number().int().positive(),
  items: z.array(itemStatsSchema),
  /** Flagged questions, the most negative discrimination first. */
  flagged: z.array(itemStatsSchema),
});
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>;
