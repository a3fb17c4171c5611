import { MSG } from '@shared/messages';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/app-error';
import { trpc } from '../../../lib/trpc';
import { ContentForm } from './ContentForm';
import type { Notice } from './ContentItem';

/** Loads one item's transcript and edits it in place. */
export function EditContent({ id, onDone, onNotice }: { id: string; onDone: () => void; onNotice: (notice: Notice) => void }) {
  const utils = trpc.useUtils();
  const item = trpc.training.get.useQuery({ id });
  const update = trpc.training.update.useMutation();

  if (item.isLoading) return <Spinner label="Loading the transcript" />;
  if (!item.data) return <p className="alert-error">{errorMessage(item.error, MSG.trainingNotFound)}</p>;

  return (
    <ContentForm
      defaultValues={{
        title: item.data.title,
        source: item.data.source,
        category: item.data.category,
        transcript: item.data.transcript,
        url: item.data.url ?? '',
      }}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      onCancel={onDone}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({ id, ...values });
          await Promise.all([utils.training.list.invalidate(), utils.training.get.invalidate({ id })]);
          onNotice({ ok: true, text: MSG.trainingUpdated });
          onDone();
          return true;
        } catch (error) {
          onNotice({ ok: false, text: MSG.trainingUpdateError(errorMessage(error, MSG.internal)) });
          return false;
        }
      }}
    />
  );
}
