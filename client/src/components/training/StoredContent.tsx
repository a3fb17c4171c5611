import { useState } from 'react';
import { MILO } from '../../../../shared/milo-messages';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { ContentItem } from './ContentItem';

/** Stored Training Content (spec §2): title, category, source and the link when there is one. */
export function StoredContent() {
  const list = trpc.training.list.useQuery();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <section aria-labelledby="stored-content-heading" className="card">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="stored-content-heading" className="text-lg font-semibold">
          Stored Training Content
        </h2>
        {list.data && <p className="text-sm text-slate-600">{list.data.length} items</p>}
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {notice && (
          <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'alert-success' : 'alert-error'}>
            {notice.text}
          </p>
        )}
      </div>
      {list.isLoading && <Spinner label="Loading training content" />}
      {list.error && <p className="alert-error mt-3">{errorMessage(list.error, MILO.trainingListError)}</p>}
      {list.data?.length === 0 && <p className="mt-3 text-slate-700">{MILO.trainingEmpty}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {list.data.map((item) => (
            <ContentItem key={item.id} item={item} onNotice={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}
