import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import {
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  type ReportQuestionInput,
  type ReportReason,
  reportQuestionSchema,
} from '@shared/schemas/question-reports';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';

/**
 * The form behind "Report a problem" (ReportQuestion.tsx loads it when asked for): react-hook-form
 * and the zod schemas stay out of the test page's first load, which shows the results on the same
 * screen.
 */
export function ReportQuestionForm({
  resultId,
  questionId,
  number,
  onSent,
  onCancel,
}: {
  resultId: string;
  questionId: string;
  number: number;
  onSent: () => void;
  onCancel: () => void;
}) {
  const report = trpc.results.reportQuestion.useMutation({ onSuccess: onSent });
  const form = useForm<ReportQuestionInput>({
    resolver: zodResolver(reportQuestionSchema),
    defaultValues: { resultId, questionId, comment: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const commentError = form.formState.errors.comment?.message;
  const ids = { reason: `report-${questionId}-reason`, comment: `report-${questionId}-comment` };

  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-white p-3"
      aria-label={`Report a problem with question ${number}`}
      onSubmit={form.handleSubmit((values) => report.mutate(values))}
    >
      <fieldset aria-describedby={reasonError ? ids.reason : undefined}>
        <legend className="font-semibold text-slate-900">What is wrong with question {number}?</legend>
        <div className="mt-2 space-y-1">
          {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={value} {...form.register('reason')} />
              {label}
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={ids.reason} className="field-error">
            {reasonError}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.comment} className="label">
          Details (optional)
        </label>
        <textarea
          id={ids.comment}
          rows={3}
          maxLength={REPORT_COMMENT_MAX}
          className="input"
          placeholder="For example, the rule and section you think applies"
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${ids.comment}-error` : undefined}
          {...form.register('comment')}
        />
        {commentError && (
          <p id={`${ids.comment}-error`} className="field-error">
            {commentError}
          </p>
        )}
      </div>
      {report.error && (
        <p role="alert" className="alert-error">
          {MSG.reportError(errorMessage(report.error, MSG.internal))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </button>
        <button type="button" className="btn-ghost" disabled={report.isPending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
