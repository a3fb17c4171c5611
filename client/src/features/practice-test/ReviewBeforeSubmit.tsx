import { Flag } from 'lucide-react';

/**
 * The last screen before submitting, as on the real exam: what is unanswered and what is flagged,
 * each a link back to its question, then the final confirm.
 */
export function ReviewBeforeSubmit({
  questionIds,
  answers,
  flags,
  submitting,
  onOpen,
  onBack,
  onSubmit,
}: {
  questionIds: string[];
  answers: Record<string, string>;
  flags: ReadonlySet<string>;
  submitting: boolean;
  onOpen: (index: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const numbered = questionIds.map((id, index) => ({ id, number: index + 1 }));
  const unanswered = numbered.filter(({ id }) => !answers[id]);
  const flagged = numbered.filter(({ id }) => flags.has(id));
  const list = (title: string, items: typeof numbered, empty: string, headingId: string) => (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {items.map(({ number }) => (
            <li key={number}>
              <button type="button" className="btn-secondary min-h-11 min-w-11 px-3" onClick={() => onOpen(number - 1)}>
                Question {number}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <section aria-labelledby="review-title" className="card">
      <h2 id="review-title" className="text-xl font-bold">
        Review before you submit
      </h2>
      <p className="mt-1 text-slate-700">
        {questionIds.length - unanswered.length} of {questionIds.length} answered. Unanswered questions count as incorrect.
      </p>
      {list('Unanswered', unanswered, 'Every question has an answer.', 'review-unanswered')}
      {list('Flagged for review', flagged, 'No question is flagged.', 'review-flagged')}
      {flagged.length > 0 && (
        <p className="mt-2 flex items-center gap-1 text-xs text-slate-700">
          <Flag aria-hidden="true" className="h-3 w-3" /> Flags are only for you: they do not change your score.
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn-secondary" onClick={onBack} disabled={submitting}>
          Return to questions
        </button>
        <button type="button" className="btn-primary" onClick={onSubmit} disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Test'}
        </button>
      </div>
    </section>
  );
}
