import { MSG } from '@shared/messages';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

const ReportQuestionForm = lazy(() => import('./ReportQuestionForm').then((module) => ({ default: module.ReportQuestionForm })));

/**
 * "Report a problem" under a reviewed question: the learner says what is wrong (the key, the
 * wording, a rule that changed) and the editors see it beside Item Analysis. Folded to one quiet
 * button until asked for, so the review stays about the explanation; the form's code loads then.
 */
export function ReportQuestion({ resultId, questionId, number }: { resultId: string; questionId: string; number: number }) {
  const [state, setState] = useState<'closed' | 'open' | 'sent'>('closed');

  if (state === 'sent') {
    return (
      <p role="status" className="mt-2 text-sm text-slate-700">
        {MSG.questionReported}
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <button
        type="button"
        className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm text-slate-700 hover:text-slate-900 hover:underline"
        onClick={() => setState('open')}
        aria-label={`Report a problem with question ${number}`}
      >
        <Flag aria-hidden="true" className="h-4 w-4" /> Report a problem
      </button>
    );
  }
  // The form's code may fail to load (a release since the page opened): the results stay, with a message.
  const unavailable = (
    <p role="alert" className="alert-error mt-2">
      {MSG.reportFormUnavailable}
    </p>
  );
  return (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<p className="mt-2 text-sm text-slate-700">Opening the report form...</p>}>
        <ReportQuestionForm
          resultId={resultId}
          questionId={questionId}
          number={number}
          onSent={() => setState('sent')}
          onCancel={() => setState('closed')}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
