import { z } from 'zod';
import { MSG } from '../messages';
import { idSchema } from './tests';

/** Why a learner reports a question: the problems an editor can act on. */
export const REPORT_REASONS = {
  'wrong-key': 'The marked answer is wrong',
  unclear: 'The question or its answers are unclear',
  outdated: 'The rule has changed',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_COMMENT_MAX = 1000;

/** A learner's report on one question of a result they own. */
export const reportQuestionSchema = z.strictObject({
  resultId: idSchema,
  questionId: z.string().regex(/^q\d{1,3}$/, 'Invalid question id'),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: MSG.reportReasonRequired }),
  comment: z.string().trim().max(REPORT_COMMENT_MAX, MSG.tooLong(REPORT_COMMENT_MAX)).optional(),
});
export type ReportQuestionInput = z.infer<typeof reportQuestionSchema>;

export const resolveReportSchema = z.strictObject({ reportId: idSchema });
