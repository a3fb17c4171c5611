import { formatScore } from '@shared/format';
import { SECTIONS } from '@shared/topics';
import { Link } from 'react-router';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { WidgetCard } from './WidgetCard';

type Readiness = RouterOutputs['dashboard']['readiness'];

function NextAction({ next }: { next: Readiness['next'] }) {
  if (next.kind === 'review') {
    return (
      <Link to="/review" className="btn-primary">
        Start your reviews
      </Link>
    );
  }
  if (next.kind === 'section') {
    return (
      <Link to={`/create-test?scope=section&section=${next.section}`} className="btn-primary">
        Take a {SECTIONS[next.section].name} section test
      </Link>
    );
  }
  return (
    <Link to="/create-test" className="btn-primary">
      Take a full mock exam
    </Link>
  );
}

/**
 * The readiness panel: the predicted exam score as a range, the chance of reaching 75, the section
 * holding it back and the next best action; then mastery per section with its uncertainty, weakest first.
 */
export function ReadinessPanel() {
  const readiness = trpc.dashboard.readiness.useQuery();
  const data = readiness.data;
  if (!data) return null;
  if (!data.answered) {
    return (
      <WidgetCard id="readiness-title" title="Readiness">
        <p className="text-slate-700">Answer a few practice questions and your predicted exam score appears here.</p>
      </WidgetCard>
    );
  }
  const sections = [...data.sections].sort((a, b) => a.mastery - b.mastery);
  return (
    <WidgetCard id="readiness-title" title="Readiness">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-700">Predicted exam score</p>
          <p className="text-3xl font-bold tabular-nums text-slate-900">{formatScore(data.predicted)}</p>
          <p className="text-sm tabular-nums text-slate-700">
            80% range {formatScore(data.low)}–{formatScore(data.high)} · chance of reaching 75: {data.passProbability}%
          </p>
          <p className="mt-1 text-sm text-slate-800">
            Holding you back: <span className="font-semibold">{SECTIONS[data.holdingBack].name}</span>
          </p>
        </div>
        <NextAction next={data.next} />
      </div>
      <ul className="mt-5 space-y-3" aria-label="Mastery by exam section">
        {sections.map((section) => (
          <li key={section.section}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-slate-900">
                {section.name} <span className="text-slate-600">({section.weight}% of the exam)</span>
              </span>
              <span className="tabular-nums text-slate-800">
                {formatScore(section.mastery)}{' '}
                <span className="text-slate-600">
                  ({formatScore(section.low)}–{formatScore(section.high)})
                </span>
              </span>
            </div>
            <div className="relative mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
              <div
                className="absolute h-2 rounded bg-brand-200"
                style={{ left: `${section.low}%`, width: `${section.high - section.low}%` }}
              />
              <div className="absolute h-2 w-1 rounded bg-brand-700" style={{ left: `calc(${section.mastery}% - 2px)` }} />
              <div className="absolute -top-0.5 h-3 w-px bg-slate-500" style={{ left: '75%' }} />
            </div>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
