import { z } from 'zod';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const ANSWER_IDS = ['a', 'b', 'c', 'd'] as const;
export const answerIdSchema = z.enum(ANSWER_IDS);
export type AnswerId = z.infer<typeof answerIdSchema>;

export const answerSchema = z.object({
  id: answerIdSchema,
  text: z.string().trim().min(1).max(500),
  isCorrect: z.boolean(),
});

/** Four distinct answers labelled a–d, exactly one of them correct. */
export const answersSchema = z
  .array(answerSchema)
  .length(4)
  .refine((answers) => answers.filter((answer) => answer.isCorrect).length === 1, {
    message: 'Exactly one answer must be correct',
  })
  .refine((answers) => new Set(answers.map((a) => a.text.trim().toLowerCase())).size === 4, {
    message: 'Answers must be distinct',
  })
  .refine((answers) => answers.map((a) => a.id).join('') === 'abcd', {
    message: 'Answers must be labelled a, b, c, d in order',
  });

/** A library note's slug: the file name of server/content/library/<slug>.md. */
export const noteSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a library note slug');

/**
 * The spec's Question shape (§3), as stored in a test and served with its result. `note` names the
 * study note that teaches it, so results and review can link the lesson; bank questions always have
 * one, questions a model wrote have none (see parse-generated.ts).
 */
export const questionSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(10).max(1500),
  category: z.string().trim().min(1).max(100),
  answers: answersSchema,
  explanation: z.string().trim().min(10).max(3000),
  note: noteSlugSchema.optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question of our own bank: the spec's shape plus its difficulty and the study note that teaches it. */
export const bankQuestionSchema = questionSchema.extend({
  difficulty: difficultySchema,
  note: noteSlugSchema,
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
