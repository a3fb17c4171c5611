import { formatTestDate } from '@shared/stats';
import { CalendarDays, Flame } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { WidgetCard } from './WidgetCard';

function ExamDateForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const [value, setValue] = useState(initial);
  const utils = trpc.useUtils();
  const save = trpc.plan.setExamDate.useMutation({
    onSuccess: () => {
      void utils.dashboard.readiness.invalidate();
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ examDate: value || null });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <label className="label">
        Exam date
        {/* biome-ignore lint/a11y/noAutofocus: the learner has just asked for this field (Set exam date or Change date) */}
        <input type="date" className="input" value={value} onChange={(e) => setValue(e.target.value)} required autoFocus />
      </label>
      <button type="submit" className="btn-primary" disabled={!value || save.isPending}>
        Save exam date
      </button>
      <button type="button" className="btn-ghost" onClick={onDone}>
        Cancel
      </button>
      {save.error && (
        <p role="alert" className="field-error w-full">
          {errorMessage(save.error, 'Could not save the exam date. Please try again.')}
        </p>
      )}
    </form>
  );
}

/** Days left to the exam, today's target and the study-days streak (Duolingo's streak, without the guilt). */
export function StudyPlan() {
  const [editing, setEditing] = useState(false);
  const data = trpc.dashboard.readiness.useQuery().data?.plan;
  if (!data) return null;
  const streak = (
    <p className="flex items-center gap-1.5 text-sm text-slate-700">
      <Flame aria-hidden="true" className="h-4 w-4 text-amber-600" />
      Study days in a row: <span className="font-semibold tabular-nums text-slate-900">{data.studyDays}</span>
    </p>
  );
  if (!data.plan || editing) {
    // The date field appears when the learner asks for it: Chromium's first date input builds its
    // date-picker fields from the locale's data, 75–117 ms of main thread on this 2-core machine
    // (measured in a fresh page; a text input: 7–19 ms), and the dashboard would pay it on every load.
    return (
      <WidgetCard id="plan-title" title="Your plan to exam day">
        <p className="mb-3 text-slate-700">Set your exam date and we will fit a daily target to the days left.</p>
        {editing ? (
          <ExamDateForm initial={data.examDate ?? ''} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            Set exam date
          </button>
        )}
        <div className="mt-3">{streak}</div>
      </WidgetCard>
    );
  }
  const { plan } = data;
  return (
    <WidgetCard id="plan-title" title="Your plan to exam day">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            {data.daysLeft} days left · exam on {formatTestDate(`${data.examDate}T12:00:00Z`)}
          </p>
          <p className="mt-1 text-slate-800">
            Today: {plan.reviews} reviews + {plan.newQuestions} new questions
          </p>
          {!plan.fits && (
            <p className="text-sm text-amber-800">That is the most we suggest a day; a later date would leave room to review.</p>
          )}
        </div>
        <button type="button" className="btn-ghost" onClick={() => setEditing(true)}>
          Change date
        </button>
      </div>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2" aria-label="New questions by section">
        {plan.bySection
          .filter((s) => s.questions > 0)
          .map((s) => (
            <li key={s.section} className="flex justify-between gap-2">
              <span className="text-slate-700">{s.name}</span>
              <span className="tabular-nums font-semibold text-slate-900">{s.questions}</span>
            </li>
          ))}
      </ul>
      <div className="mt-3">{streak}</div>
    </WidgetCard>
  );
}
