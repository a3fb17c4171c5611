import { zodResolver } from '@hookform/resolvers/zod';
import { type TrainingContentInput, trainingContentSchema } from '@shared/schemas/training';
import { TOPIC_NAMES } from '@shared/topics';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/FormField';

export const EMPTY_CONTENT: TrainingContentInput = { title: '', source: '', category: '', transcript: '', url: '' };

/**
 * Title, source, category, transcript and an optional URL (spec §2, §5). Resolves true when saved,
 * so the add form can clear itself; the caller shows the outcome.
 */
export function ContentForm(props: {
  defaultValues?: TrainingContentInput;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: TrainingContentInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useForm<TrainingContentInput>({
    resolver: zodResolver(trainingContentSchema),
    defaultValues: props.defaultValues ?? EMPTY_CONTENT,
  });
  const { errors, isSubmitting } = form.formState;
  const transcriptError = errors.transcript?.message;

  const submit = form.handleSubmit(async (values) => {
    if ((await props.onSubmit(values)) && !props.defaultValues) form.reset(EMPTY_CONTENT);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <FormField id={`${id}-title`} label="Title" error={errors.title?.message} {...form.register('title')} />
        <FormField id={`${id}-source`} label="Source" error={errors.source?.message} {...form.register('source')} />
        <FormField
          id={`${id}-category`}
          label="Category"
          list={`${id}-topics`}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <datalist id={`${id}-topics`}>
          {TOPIC_NAMES.map((topic) => (
            <option key={topic} value={topic} />
          ))}
        </datalist>
        <div>
          <label htmlFor={`${id}-transcript`} className="label">
            Transcript
          </label>
          <textarea
            id={`${id}-transcript`}
            rows={8}
            className="input"
            aria-invalid={transcriptError ? true : undefined}
            aria-describedby={transcriptError ? `${id}-transcript-error` : undefined}
            {...form.register('transcript')}
          />
          {transcriptError && (
            <p id={`${id}-transcript-error`} className="field-error">
              {transcriptError}
            </p>
          )}
        </div>
        <FormField
          id={`${id}-url`}
          label="URL (optional)"
          type="url"
          placeholder="https://"
          error={errors.url?.message}
          {...form.register('url')}
        />
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? props.pendingLabel : props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={isSubmitting}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
