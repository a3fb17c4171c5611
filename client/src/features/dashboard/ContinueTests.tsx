import { formatDuration } from '@shared/format';
import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';

/** A "Continue" card for each test started and not finished, with its time left (shown only when there is one). */
export function ContinueTests() {
  const open = trpc.attempts.open.useQuery();
  if (!open.data?.length) return null;
  return (
    <section aria-labelledby="continue-title" className="space-y-3">
      <h2 id="continue-title" className="text-lg font-bold text-slate-900">
        Continue where you left off
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {open.data.map((attempt) => {
          const secondsLeft = Math.max(0, Math.floor((new Date(attempt.deadline).getTime() - Date.now()) / 1000));
          return (
            <li key={attempt.attemptId} className="card flex items-center justify-between gap-4">
              <div>
                <p className="font-semibold text-slate-900">{attempt.topic}</p>
                <p className="text-sm text-slate-700">
                  {attempt.answered} of {attempt.numQuestions} answered ·{' '}
                  {attempt.mode === 'tutor' ? 'Tutor mode, untimed' : `${formatDuration(secondsLeft)} left`}
                </p>
              </div>
              <Link
                to={`/practice-test/${attempt.testId}?q=${Math.min(attempt.answered + 1, attempt.numQuestions)}`}
                className="btn-primary shrink-0 gap-1.5"
                aria-label={`Continue ${attempt.topic}`}
              >
                <PlayCircle aria-hidden="true" className="h-4 w-4" />
                Continue
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
