import { MSG } from '@shared/messages';
import { REPORT_REASONS } from '@shared/schemas/question-reports';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/app-error';
import { trpc } from '../../../lib/trpc';

/** Questions learners reported from their results, newest first, until an editor marks each resolved. */
export function LearnerReports() {
  const utils = trpc.useUtils();
  const reports = trpc.bank.reports.useQuery();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const resolve = trpc.bank.resolveReport.useMutation({
    onSuccess: async () => {
      setNotice({ ok: true, text: MSG.reportResolved });
      await utils.bank.reports.invalidate();
    },
    onError: (error) => setNotice({ ok: false, text: MSG.reportResolveError(errorMessage(error, MSG.internal)) }),
  });
  const open = reports.data ?? [];
  return (
    <section aria-labelledby="reports-heading" className="card">
      <h2 id="reports-heading" className="text-lg font-semibold">
        Learner reports{reports.data ? ` (${open.length} open)` : ''}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Learners report a question from their results when they think its key is wrong, its wording unclear or its rule changed.
        Check each against the rule it cites, fix the bank file if needed, then mark the report resolved. Who sent it is not
        shown.
      </p>
      <div aria-live="polite" className="empty:hidden">
        {notice && <p className={`mt-3 ${notice.ok ? 'alert-success' : 'alert-error'}`}>{notice.text}</p>}
      </div>
      {reports.isLoading && <Spinner label="Loading learner reports" />}
      {reports.error && <p className="alert-error mt-3">{errorMessage(reports.error, MSG.internal)}</p>}
      {reports.data && open.length === 0 && <p className="mt-3 text-slate-700">No open reports.</p>}
      {open.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {open.map((report) => (
            <li
              key={report.id}
              className="flex flex-wrap items-start justify-between gap-3 py-3"
              aria-label={`Report on ${report.bankId ?? 'a generated question'}`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {report.bankId ?? 'Generated question'}{' '}
                  <span className="font-normal text-slate-700">
                    · {REPORT_REASONS[report.reason]} · {new Date(report.createdAt).toLocaleDateString()}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-800 break-words">{report.questionText}</p>
                {report.comment && (
                  <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-sm text-slate-700 break-words">
                    {report.comment}
                  </blockquote>
                )}
              </div>
              <button
                type="button"
                className="btn-secondary"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ reportId: report.id })}
              >
                Mark resolved<span className="sr-only"> (report on {report.bankId ?? 'a generated question'})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
