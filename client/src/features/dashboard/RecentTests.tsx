import { capitalize, formatDuration, formatScore } from '@shared/format';
import type { RecentResult } from '@shared/schemas/dashboard';
import { formatTestDate, NO_TESTS_TAKEN } from '@shared/stats';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { trpc } from '../../lib/trpc';
import { WidgetCard } from './WidgetCard';

/** The spec's empty text ends with its call to action, which is a link. */
const FIRST_TEST_LINK = 'Start your first test!';

function RecentTestCard({ result }: { result: RecentResult }) {
  const headingId = `recent-${result.id}`;
  const facts = [
    ['Score', formatScore(result.score)],
    ['Correct', String(result.correct)],
    ['Incorrect', String(result.incorrect)],
    ['Time', formatDuration(result.timeSpent)],
  ];
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {result.topic}
        </h3>
        <p className="text-sm text-slate-600">
          {capitalize(result.difficulty)}
          {result.mode === 'tutor' ? ' · Tutor mode' : ''} · {formatTestDate(result.date)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={`/practice-test/${result.id}?mode=review`} className="btn-secondary mt-3" aria-describedby={headingId}>
        Review Test
      </Link>
    </li>
  );
}

/** Spec §2 Recent Tests: the latest five results. */
export function RecentTests() {
  const recent = trpc.dashboard.recent.useQuery();
  return (
    <WidgetCard id="recent-tests" title="Recent Tests">
      {recent.isLoading ? (
        <Spinner label="Loading recent tests" />
      ) : recent.data?.length ? (
        <>
          <ul className="space-y-3">
            {recent.data.map((result) => (
              <RecentTestCard key={result.id} result={result} />
            ))}
          </ul>
          {/* Outside the list: the spec's list holds the latest five results only. */}
          <Link to="/history" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
            See all your tests
          </Link>
        </>
      ) : recent.data ? (
        <p className="text-slate-700">
          {NO_TESTS_TAKEN.replace(FIRST_TEST_LINK, '')}
          <Link to="/create-test" className="font-semibold text-brand-700 underline">
            {FIRST_TEST_LINK}
          </Link>
        </p>
      ) : null}
    </WidgetCard>
  );
}
