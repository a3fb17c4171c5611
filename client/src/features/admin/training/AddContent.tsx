import { MSG } from '@shared/messages';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { trpc } from '../../../lib/trpc';
import { ContentForm } from './ContentForm';
import { LiveNotice, type Notice } from './LiveNotice';

/** Add New Content, with the spec's success and error alerts. */
export function AddContent() {
  const utils = trpc.useUtils();
  const add = trpc.training.add.useMutation();
  const [status, setStatus] = useState<Notice>(null);

  return (
    <section aria-labelledby="add-content-heading" className="card">
      <h2 id="add-content-heading" className="text-lg font-semibold">
        Add New Content
      </h2>
      <LiveNotice notice={status} />
      <div className="mt-4 max-w-3xl">
        <ContentForm
          submitLabel="Add Content"
          pendingLabel="Adding..."
          onSubmit={async (values) => {
            setStatus(null);
            try {
              await add.mutateAsync(values);
              await utils.training.list.invalidate();
              setStatus({ ok: true, text: MSG.trainingAdded });
              return true;
            } catch (error) {
              setStatus({ ok: false, text: MSG.trainingAddError(errorMessage(error, MSG.internal)) });
              return false;
            }
          }}
        />
      </div>
    </section>
  );
}
