import { SECTION_KEYS } from '@shared/exam';
import { formatScore } from '@shared/format';
import { HISTORY_MODES, type HistoryMode } from '@shared/schemas/history';
import { formatTestDate } from '@shared/stats';
import { SECTIONS, type SectionKey, TOPIC_NAMES } from '@shared/topics';
import { Link, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';

const MODE_LABEL: Record<HistoryMode, string> = { timed: 'Timed practice', tutor: 'Tutor mode', exam: 'Mock exam' };
const TOPIC_OPTIONS = TOPIC_NAMES.map((name) => ({ value: name, label: name }));
const SECTION_OPTIONS = SECTION_KEYS.map((key) => ({ value: key, label: SECTIONS[key].name }));
const MODE_OPTIONS = HISTORY_MODES.map((key) => ({ value: key, label: MODE_LABEL[key] }));
const FILTERS = [
  { key: 'topic', label: 'Topic', allLabel: 'All topics', options: TOPIC_OPTIONS },
  { key: 'section', label: 'Section', allLabel: 'All sections', options: SECTION_OPTIONS },
  { key: 'mode', label: 'Mode', allLabel: 'All modes', options: MODE_OPTIONS },
] as const;

/**
 * /history: every result, newest first, 20 a page, filtered by topic, section or mode; the filters
 * live in the address. Its length is the list's markup (a row's score, mode, date and link, the pager);
 * the data is one query.
 */
export function History() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const topic = params.get('topic') ?? '';
  const section = (params.get('section') ?? '') as SectionKey | '';
  const mode = (params.get('mode') ?? '') as HistoryMode | '';
  const history = trpc.history.list.useQuery({
    page,
    ...(topic ? { topic } : {}),
    ...(section ? { section } : {}),
    ...(mode ? { mode } : {}),
  });
  const set = (key: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const data = history.data;

  return (
    <AppLayout>
      <div className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-bold">History</h1>
        <div className="grid gap-3 sm:grid-cols-3">
          {FILTERS.map(({ key, label, allLabel, options }) => (
            <SelectField
              key={key}
              id={`history-${key}`}
              label={label}
              options={[{ value: '', label: allLabel }, ...options]}
              value={params.get(key) ?? ''}
              onChange={(event) => set(key, event.target.value)}
            />
          ))}
        </div>
        {history.error ? (
          <p role="alert" className="alert-error">
            {errorMessage(history.error, 'Could not load your history. Please try again.')}
          </p>
        ) : !data ? (
          <Spinner label="Loading your history" />
        ) : data.total === 0 ? (
          <p className="card text-slate-700">No tests here yet.</p>
        ) : (
          <>
            <ul className="space-y-3" aria-label="Your tests">
              {data.items.map((item) => (
                <li key={item.attemptId} className="card flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold text-slate-900">{item.topic}</p>
                    <p className="text-sm text-slate-700">
                      {item.type === 'exam' ? 'Mock exam' : MODE_LABEL[item.mode]} · {formatTestDate(item.date)}
                      {item.status === 'completed' && item.score !== null
                        ? ` · ${formatScore(item.score)} (${item.correct} of ${item.total})`
                        : ''}
                    </p>
                  </div>
                  {item.status === 'abandoned' ? (
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">Abandoned</span>
                  ) : (
                    <Link to={`/practice-test/${item.resultId}?mode=review`} className="btn-secondary">
                      Review
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => set('page', String(page - 1))}>
                Previous page
              </button>
              <span className="text-sm text-slate-700">
                Page {data.page} of {data.pages}
              </span>
              <button
                type="button"
                className="btn-secondary"
                disabled={page >= data.pages}
                onClick={() => set('page', String(page + 1))}
              >
                Next page
              </button>
            </nav>
          </>
        )}
      </div>
    </AppLayout>
  );
}
