import { formatScore } from '@shared/format';
import { formatTestDate } from '@shared/stats';
import { trpc } from '../../lib/trpc';
import { FirstStep } from './FirstStep';

const LABELS = ['Tests Completed', 'Average Score', 'Current Streak', 'Last Test'] as const;

/**
 * Spec §2: Tests Completed, Average Score, Current Streak, Last Test. The cards keep their size while
 * loading; before a first result, the first step takes their place (no zeros that read as failing).
 */
export function StatCards() {
  const stats = trpc.dashboard.stats.useQuery();
  const data = stats.data;
  if (data && data.testsCompleted === 0) return <FirstStep />;
  const values: Record<(typeof LABELS)[number], string> | null = data
    ? {
        'Tests Completed': String(data.testsCompleted),
        'Average Score': formatScore(data.averageScore),
        'Current Streak': String(data.streak),
        'Last Test': formatTestDate(data.lastTestDate),
      }
    : null;
  return (
    <section aria-labelledby="stats-heading" aria-busy={stats.isLoading}>
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      {stats.isLoading && (
        <p role="status" className="sr-only">
          Loading statistics…
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {LABELS.map((label) => (
          <div key={label} className="card">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 min-h-8 text-2xl font-bold text-slate-900">
              {values ? (
                values[label]
              ) : stats.isLoading ? (
                <span
                  className="inline-block h-7 w-16 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
                  aria-hidden="true"
                />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
