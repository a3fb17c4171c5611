import { MSG } from '@shared/messages';
import { isHttpUrl } from '@shared/schemas/training';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { type RouterOutputs, trpc } from '../../../lib/trpc';
import { EditContent } from './EditContent';

type Item = RouterOutputs['training']['list'][number];
export type Notice = { ok: boolean; text: string } | null;

/**
 * One stored item: its details, and edit and delete (delete asks for a second click). A study-library
 * note an admin edited no longer takes shipped corrections; Restore puts the shipped text back (also
 * after a second click, since it replaces the edit).
 */
export function ContentItem({ item, onNotice }: { item: Item; onNotice: (notice: Notice) => void }) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete' | 'confirm-restore'>('view');
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

  const restore = trpc.training.restoreShipped.useMutation({
    onSuccess: async () => {
      setMode('view');
      onNotice({ ok: true, text: MSG.trainingRestored });
      await utils.training.list.invalidate();
    },
    onError: (error) => {
      setMode('view');
      onNotice({ ok: false, text: MSG.trainingRestoreError(errorMessage(error, MSG.internal)) });
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
          {item.editedSeed && ' · Edited here: corrections shipped with the library no longer reach it'}
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
      <div className="flex flex-wrap gap-2">
        {mode === 'confirm-restore' ? (
          <ConfirmPair
            label="Replace my edit"
            pendingLabel="Restoring..."
            pending={restore.isPending}
            onConfirm={() => restore.mutate({ id: item.id })}
            onCancel={() => setMode('view')}
          />
        ) : mode === 'confirm-delete' ? (
          <ConfirmPair
            label="Confirm delete"
            pendingLabel="Deleting..."
            danger
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: item.id })}
            onCancel={() => setMode('view')}
          />
        ) : (
          <>
            {item.editedSeed && (
              <button type="button" className="btn-ghost" onClick={() => setMode('confirm-restore')}>
                Restore library text<span className="sr-only"> of {item.title}</span>
              </button>
            )}
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

/** The second click of a change that cannot be undone from here, beside its Cancel. */
function ConfirmPair(props: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={`btn-secondary ${props.danger ? 'text-red-700' : ''}`}
        disabled={props.pending}
        onClick={props.onConfirm}
      >
        {props.pending ? props.pendingLabel : props.label}
      </button>
      <button type="button" className="btn-ghost" disabled={props.pending} onClick={props.onCancel}>
        Cancel
      </button>
    </>
  );
}
