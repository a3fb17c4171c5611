import { type ItemSortKey, type SortDirection, sortItems } from '@shared/item-analysis';
import type { ItemStats } from '@shared/schemas/item-analysis';
import { useMemo, useState } from 'react';
import { formatR, formatShare } from './format';

const COLUMNS: { key: ItemSortKey; label: string; numeric?: boolean }[] = [
  { key: 'questionId', label: 'Question' },
  { key: 'topic', label: 'Topic' },
  { key: 'difficulty', label: 'Difficulty' },
  { key: 'responses', label: 'Responses', numeric: true },
  { key: 'shareCorrect', label: 'Correct', numeric: true },
  { key: 'discrimination', label: 'Discrimination', numeric: true },
];

/** Rows shown at first and added by "Show more": the bank has over 1,300 questions, and drawing them all
 * at once held the page for seconds on a slow machine; the weakest items come first anyway. */
const PAGE_ROWS = 100;

/**
 * Every bank question's statistics; each column header sorts by it (a second click reverses).
 * One component because its length is the table's markup (ten columns, each header a sort button);
 * the sorting and paging state is three lines.
 */
export function ItemTable({ items }: { items: readonly ItemStats[] }) {
  const [sort, setSort] = useState<{ key: ItemSortKey; direction: SortDirection }>({
    key: 'discrimination',
    direction: 'ascending',
  });
  const [topic, setTopic] = useState('');
  const [shown, setShown] = useState(PAGE_ROWS);
  const topics = useMemo(() => [...new Set(items.map((item) => item.topic))].sort(), [items]);
  const rows = useMemo(
    () =>
      sortItems(
        items.filter((item) => !topic || item.topic === topic),
        sort.key,
        sort.direction,
      ),
    [items, topic, sort],
  );
  const sortBy = (key: ItemSortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <section aria-labelledby="items-heading" className="card">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="items-heading" className="text-lg font-semibold">
          Every question
        </h2>
        <div>
          <label htmlFor="item-topic" className="label">
            Topic
          </label>
          <select
            id="item-topic"
            className="input"
            value={topic}
            onChange={(event) => {
              setTopic(event.target.value);
              setShown(PAGE_ROWS);
            }}
          >
            <option value="">All topics</option>
            {topics.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 max-h-[70vh] overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Item statistics, sorted by {sort.key}</caption>
          <thead className="sticky top-0 bg-white">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort.key === column.key ? sort.direction : 'none'}
                  className={column.numeric ? 'text-right' : ''}
                >
                  <button type="button" className="btn-ghost px-2 py-1" onClick={() => sortBy(column.key)}>
                    {column.label}
                    <span aria-hidden="true">
                      {sort.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.slice(0, shown).map((item) => (
              <tr key={item.questionId} className={item.flagged ? 'bg-red-50' : undefined}>
                <th scope="row" className="px-2 py-2 align-top font-medium">
                  {item.questionId}
                  {item.flagged && <span className="ml-1 text-red-800">(flagged)</span>}
                  <span className="block max-w-md text-xs font-normal text-slate-600">{item.stem}</span>
                </th>
                <td className="px-2 py-2 align-top">{item.topic}</td>
                <td className="px-2 py-2 align-top">{item.difficulty}</td>
                <td className="px-2 py-2 text-right align-top">{item.responses}</td>
                <td className="px-2 py-2 text-right align-top">{formatShare(item.shareCorrect)}</td>
                <td className="px-2 py-2 text-right align-top">{formatR(item.discrimination)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p role="status">
          Showing {Math.min(shown, rows.length).toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} questions
        </p>
        {shown < rows.length && (
          <button type="button" className="btn-secondary" onClick={() => setShown((count) => count + PAGE_ROWS)}>
            Show {Math.min(PAGE_ROWS, rows.length - shown)} more
          </button>
        )}
      </div>
    </section>
  );
}
