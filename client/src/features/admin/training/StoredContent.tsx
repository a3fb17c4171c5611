import { MSG } from '@shared/messages';
import { useState } from 'react';
import { SearchField } from '../../../components/SearchField';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/app-error';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { ContentItem } from './ContentItem';
import { LiveNotice, type Notice } from './LiveNotice';

type Order = 'newest' | 'oldest' | 'title';
type Item = RouterOutputs['training']['list'][number];

/** The items matching the filter (title, category or source), in the chosen order. */
function arrange(items: readonly Item[], filter: string, order: Order): Item[] {
  const wanted = filter.trim().toLowerCase();
  const matching = items.filter((item) => `${item.title} ${item.category} ${item.source}`.toLowerCase().includes(wanted));
  const time = (item: Item) => new Date(item.createdAt).getTime();
  const compare: Record<Order, (a: Item, b: Item) => number> = {
    newest: (a, b) => time(b) - time(a),
    oldest: (a, b) => time(a) - time(b),
    title: (a, b) => a.title.localeCompare(b.title),
  };
  return [...matching].sort(compare[order]);
}

/** Stored Training Content (spec §2): title, category, source and the link when there is one; searchable and sortable. */
export function StoredContent() {
  const list = trpc.training.list.useQuery();
  const [notice, setNotice] = useState<Notice>(null);
  const [filter, setFilter] = useState('');
  const [order, setOrder] = useState<Order>('newest');
  const shown = list.data ? arrange(list.data, filter, order) : [];

  return (
    <section aria-labelledby="stored-content-heading" className="card">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="stored-content-heading" className="text-lg font-semibold">
          Stored Training Content
        </h2>
        {list.data && <p className="text-sm text-slate-600">{list.data.length} items</p>}
      </div>
      <LiveNotice notice={notice} />
      {list.isLoading && <Spinner label="Loading training content" />}
      {list.error && <p className="alert-error mt-3">{errorMessage(list.error, MSG.trainingListError)}</p>}
      {list.data?.length === 0 && <p className="mt-3 text-slate-700">{MSG.trainingEmpty}</p>}
      {list.data && list.data.length > 0 && (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto]">
            <SearchField
              id="content-filter"
              label="Search by title, category or source"
              visibleLabel
              value={filter}
              onChange={setFilter}
            />
            <div>
              <label htmlFor="content-order" className="label">
                Sort by
              </label>
              <select
                id="content-order"
                className="input"
                value={order}
                onChange={(event) => setOrder(event.target.value as Order)}
              >
                <option value="newest">Newest first</option>
                <option value="oldest">Oldest first</option>
                <option value="title">Title (A–Z)</option>
              </select>
            </div>
          </div>
          {shown.length === 0 && <p className="mt-3 text-slate-700">No item matches “{filter}”.</p>}
          <ul className="mt-3 divide-y divide-slate-200">
            {shown.map((item) => (
              <ContentItem key={item.id} item={item} onNotice={setNotice} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
