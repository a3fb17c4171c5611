import { z } from 'zod';
import { SECTION_KEYS } from '../exam';
import type { SectionKey } from '../topics';
import { topicSchema } from './tests';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MODES = ['timed', 'tutor', 'exam'] as const;
export type HistoryMode = (typeof HISTORY_MODES)[number];

export const historyQuerySchema = z.strictObject({
  page: z
    .number({ message: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(100_000, 'Page must be a whole number from 1')
    .default(1),
  topic: topicSchema.optional(),
  section: z.enum(SECTION_KEYS as [SectionKey, ...SectionKey[]], { message: 'Unknown exam section' }).optional(),
  mode: z.enum(HISTORY_MODES, { message: 'Mode must be timed, tutor or exam' }).optional(),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;
