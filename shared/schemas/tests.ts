import { z } from 'zod';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTION_COUNT, QUESTION_COUNTS, TEST_MODES } from '../constants';
import { SECTION_KEYS } from '../exam';
import { MSG } from '../messages';
import type { SectionKey } from '../topics';
import { difficultySchema } from './question';

export const MAX_TOPIC_LENGTH = 100;

export const topicSchema = z
  .string({ message: MSG.topicRequired })
  .trim()
  .min(1, MSG.topicRequired)
  .max(MAX_TOPIC_LENGTH, `Please keep the topic under ${MAX_TOPIC_LENGTH} characters`);

export const questionCountSchema = z.union(
  QUESTION_COUNTS.map((count) => z.literal(count)) as [z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<15>, z.ZodLiteral<20>],
  {
    message: `Number of questions must be one of ${QUESTION_COUNTS.join(', ')}`,
  },
);

/** Timed (the spec's 60-minute test) or tutor (untimed, each answer marked at once with its explanation). */
export const testModeSchema = z.enum(TEST_MODES, { message: 'Mode must be timed or tutor' });
export type TestMode = z.infer<typeof testModeSchema>;

export const generateTestSchema = z.strictObject({
  topic: topicSchema,
  numQuestions: questionCountSchema.default(DEFAULT_QUESTION_COUNT),
  difficulty: difficultySchema.default(DEFAULT_DIFFICULTY),
  mode: testModeSchema.default('timed'),
});
export type GenerateTestInput = z.input<typeof generateTestSchema>;
export type GenerateTestRequest = Omit<z.output<typeof generateTestSchema>, 'mode'> & { mode?: TestMode };

/** Our ids are base32; anything else cannot exist, so it is refused before a query. */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/i, 'Invalid id');
export const testIdInputSchema = z.strictObject({ testId: idSchema });

/** Mixed tests (every topic by the outline's weights) and section tests may also have 50 questions. */
export const MIXED_QUESTION_COUNTS = [5, 10, 15, 20, 50] as const;

export const createMixedTestSchema = z
  .strictObject({
    scope: z.enum(['all', 'section']),
    section: z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]]).optional(),
    numQuestions: z
      .union(MIXED_QUESTION_COUNTS.map((count) => z.literal(count)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>], {
        message: `Number of questions must be one of ${MIXED_QUESTION_COUNTS.join(', ')}`,
      })
      .default(DEFAULT_QUESTION_COUNT),
    difficulty: difficultySchema.default(DEFAULT_DIFFICULTY),
    mode: testModeSchema.default('timed'),
  })
  .refine((input) => input.scope !== 'section' || input.section, { message: 'Please choose a section', path: ['section'] });
export type CreateMixedTestInput = z.input<typeof createMixedTestSchema>;
