import { z } from 'zod';
import { MSG } from '../messages';
import { examDateProblem } from '../plan';

const today = () => new Date().toISOString().slice(0, 10);

/** An exam date from today (UTC) to two years ahead, or null to clear it. */
export const examDateSchema = z.strictObject({
  examDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date as YYYY-MM-DD')
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        message: 'Please enter a real date',
      },
    )
    .superRefine((value, context) => {
      const problem = examDateProblem(value, today());
      if (problem === 'past') context.addIssue({ code: 'custom', message: MSG.examDateInPast });
      if (problem === 'too-far') context.addIssue({ code: 'custom', message: MSG.examDateTooFar });
    })
    .nullable(),
});
