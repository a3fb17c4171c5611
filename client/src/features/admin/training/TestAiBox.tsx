import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { type TestAiInput, testAiSchema } from '@shared/schemas/training';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/app-error';
import { trpc } from '../../../lib/trpc';
import { RichText } from '../../milo/RichText';

/** Test AI Knowledge: the same question answered without and with the training materials, side by side. */
export function TestAiBox() {
  const test = trpc.training.testAi.useMutation();
  const form = useForm<TestAiInput>({ resolver: zodResolver(testAiSchema), defaultValues: { question: '' } });
  const error = form.formState.errors.question?.message;
  const result = test.data;

  return (
    <section aria-labelledby="test-ai-heading" className="card">
      <h2 id="test-ai-heading" className="text-lg font-semibold">
        Test AI Knowledge
      </h2>
      <form onSubmit={form.handleSubmit((values) => test.mutate(values))} noValidate className="mt-4 space-y-3">
        <div>
          <label htmlFor="test-ai-question" className="label">
            Question
          </label>
          <textarea
            id="test-ai-question"
            rows={3}
            className="input"
            disabled={test.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'test-ai-question-error' : undefined}
            {...form.register('question')}
          />
          {error && (
            <p id="test-ai-question-error" className="field-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary" disabled={test.isPending}>
          {test.isPending ? 'Testing...' : 'Test AI'}
        </button>
      </form>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {test.error && (
          <p role="alert" className="alert-error">
            {MSG.testAiError(errorMessage(test.error, MSG.internal))}
          </p>
        )}
        {result && !test.isPending && (
          <div className="grid gap-4 md:grid-cols-2">
            <Answer title="Without training materials" text={result.withoutTraining} />
            <Answer
              title="With training materials"
              text={result.withTraining}
              note={
                result.materialsOmitted > 0
                  ? `${result.materialsUsed} materials used; ${result.materialsOmitted} left out to fit the model's context.`
                  : undefined
              }
            />
          </div>
        )}
      </div>
    </section>
  );
}

function Answer({ title, text, note }: { title: string; text: string; note?: string | undefined }) {
  return (
    <article aria-label={title} className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <RichText text={text} />
      {note && <p className="mt-2 text-xs text-slate-600">{note}</p>}
    </article>
  );
}
