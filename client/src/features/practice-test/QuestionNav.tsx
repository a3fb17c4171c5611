import { Flag } from 'lucide-react';
import { useState } from 'react';

/**
 * The question grid, as on the real exam's review: each number marked answered, unanswered or
 * flagged (by a word for screen readers and a mark, never by colour alone). Folds away so that on a
 * phone a 120-question grid does not push the answers below the fold.
 */
export function QuestionNav({
  questionIds,
  current,
  answers,
  flags,
  onSelect,
  defaultOpen,
}: {
  questionIds: string[];
  current: number;
  answers: Record<string, string>;
  flags: ReadonlySet<string>;
  onSelect: (index: number) => void;
  defaultOpen: boolean;
}) {
  // Opened or folded by the learner, and kept so while the timer re-renders the screen.
  const [open, setOpen] = useState(defaultOpen);
  const answeredCount = questionIds.filter((id) => answers[id]).length;
  const flaggedCount = questionIds.filter((id) => flags.has(id)).length;
  return (
    <details
      className="group rounded-xl border border-slate-200 bg-white"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm font-semibold text-slate-800">
        <span>Questions</span>
        <span className="font-normal text-slate-700">
          {answeredCount} of {questionIds.length} answered{flaggedCount > 0 ? ` · ${flaggedCount} flagged` : ''}
        </span>
      </summary>
      <nav aria-label="Questions" className="flex flex-wrap gap-2 border-t border-slate-200 p-4">
        {questionIds.map((id, index) => {
          const active = index === current;
          const answered = Boolean(answers[id]);
          const flagged = flags.has(id);
          const style = active
            ? 'border-brand-600 bg-brand-600 text-white'
            : answered
              ? 'border-brand-100 bg-brand-100 text-brand-800'
              : 'border-slate-300 bg-white text-slate-800';
          const state = [answered ? 'answered' : 'unanswered', flagged ? 'flagged' : ''].filter(Boolean).join(', ');
          return (
            <button
              key={id}
              type="button"
              onClick={() => onSelect(index)}
              aria-current={active ? 'step' : undefined}
              aria-label={`Question ${index + 1}, ${state}`}
              data-answered={answered || undefined}
              data-flagged={flagged || undefined}
              className={`relative h-11 w-11 rounded-lg border text-sm font-semibold ${style}`}
            >
              {index + 1}
              {flagged && (
                <Flag
                  aria-hidden="true"
                  className="absolute -right-1.5 -top-1.5 h-4 w-4 rounded-full bg-amber-400 p-0.5 text-amber-950"
                />
              )}
            </button>
          );
        })}
      </nav>
      <p className="flex flex-wrap gap-4 border-t border-slate-200 px-4 py-2 text-xs text-slate-700">
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded border border-brand-100 bg-brand-100 align-middle" /> Answered
        </span>
        <span>
          <span className="mr-1 inline-block h-3 w-3 rounded border border-slate-300 bg-white align-middle" /> Unanswered
        </span>
        <span>
          <Flag aria-hidden="true" className="mr-1 inline-block h-3 w-3 align-middle text-amber-700" /> Flagged for review
        </span>
      </p>
    </details>
  );
}
