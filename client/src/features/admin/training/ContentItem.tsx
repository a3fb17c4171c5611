import { MSG } from '@shared/messages';
import { isHttpUrl } from '@shared/schemas/training';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { EditContent } from './EditContent';

type Item = RouterOutputs['training']['list'][number];
export type Notice = { ok: boolean; text: string } | null;

/** One stored item: its details, and edit and delete (delete asks for a second click). */
export function ContentItem({ item, onNotice }: { item: Item; onNotice: (notice: Notice) => void }) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const remove = trpc.training.remove.useMutation({
    onSuccess: async () => {
      onNotice({ ok: true, text: MSG.trainingDeleted });
      await utils.training.list.invalidate();
    },
    onError: (error) => {
      setMode('view');
      onNotice({ ok: false, text: MSG.trainingDeleteError(errorMessage(error, MSG.internal)) });
    },
  });

  if (mode === 'edit') {
    return (
      <li className="py-4">
        <EditContent id={item.id} onDone={() => setMode('view')} onNotice={onNotice} />
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4" aria-label={item.title}>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{item.title}</h3>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">Category:</span> {item.category} · <span className="font-medium">Source:</span>{' '}
          {item.source}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {item.seeded ? 'Study library' : `Added by ${item.createdByName ?? 'a former admin'}`} ·{' '}
          {new Date(item.createdAt).toLocaleDateString()}
        </p>
        {item.url && isHttpUrl(item.url) && (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block text-sm text-brand-700 underline"
          >
            Open link<span className="sr-only"> for {item.title}</span>
          </a>
        )}
      </div>
      <div className="flex gap-2">
        {mode === 'confirm-delete' ? (
          <>
            <button
              type="button"
              className="btn-secondary text-red-700"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: item.id })}
            >
              {remove.isPending ? 'Deleting...' : 'Confirm delete'}
            </button>
            <button type="button" className="btn-ghost" disabled={remove.isPending} onClick={() => setMode('view')}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn-secondary" onClick={() => setMode('edit')}>
              Edit<span className="sr-only"> {item.title}</span>
            </button>
            <button type="button" className="btn-ghost text-red-700" onClick={() => setMode('confirm-delete')}>
              Delete<span className="sr-only"> {item.title}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}
