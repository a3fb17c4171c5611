import { MSG } from '@shared/messages';
import { ClipboardCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';

/** The way into the full mock exam, wherever a learner chooses what to take next. */
/** `primary` where the exam is the screen's main action; secondary beside another primary (create-test). */
export function ExamCard({ compact = false, primary = true }: { compact?: boolean; primary?: boolean }) {
  const navigate = useNavigate();
  const createExam = trpc.tests.createExam.useMutation();
  const start = async () => {
    try {
      const { testId } = await createExam.mutateAsync();
      navigate(`/practice-test/${testId}`);
    } catch {
      // shown below
    }
  };
  const busy = createExam.isPending || createExam.isSuccess;
  return (
    <section
      aria-labelledby="exam-card-title"
      className={`card ${compact ? '' : 'mt-6'} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div className="flex items-start gap-3">
        <ClipboardCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="exam-card-title" className="font-semibold text-slate-900">
            Full mock exam
          </h2>
          <p className="text-sm text-slate-700">
            120 questions weighted like the SAFE MLO test, 190 minutes, no pause. Pass at 75.
          </p>
          {createExam.error && (
            <p role="alert" className="alert-error mt-2">
              {errorMessage(createExam.error, MSG.generationFailed)}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className={`${primary ? 'btn-primary' : 'btn-secondary'} shrink-0`}
        onClick={() => void start()}
        disabled={busy}
      >
        {busy ? 'Preparing…' : 'Take a full exam'}
      </button>
    </section>
  );
}
