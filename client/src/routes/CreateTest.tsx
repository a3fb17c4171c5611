import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTION_COUNT, QUESTION_COUNTS } from '../../../shared/constants';
import { capitalize } from '../../../shared/format';
import { MSG } from '../../../shared/messages';
import { DIFFICULTIES } from '../../../shared/schemas/question';
import { type GenerateTestInput, type GenerateTestRequest, generateTestSchema } from '../../../shared/schemas/tests';
import { AppLayout } from '../components/AppLayout';
import { GenerationProgress } from '../components/create-test/GenerationProgress';
import { errorMessage } from '../lib/app-error';
import { trpc } from '../lib/trpc';

export function CreateTest() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = trpc.publicConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const offline = config.data?.aiMode === 'offline';
  const topics = trpc.tests.topics.useQuery(undefined, { enabled: offline, staleTime: Number.POSITIVE_INFINITY });
  const generate = trpc.tests.generate.useMutation();
  const form = useForm<GenerateTestInput, unknown, GenerateTestRequest>({
    resolver: zodResolver(generateTestSchema),
    defaultValues: { topic: params.get('topic') ?? '', numQuestions: DEFAULT_QUESTION_COUNT, difficulty: DEFAULT_DIFFICULTY },
  });
  const topic = form.watch('topic') ?? '';
  const generating = generate.isPending || generate.isSuccess;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { testId } = await generate.mutateAsync(values);
      navigate(`/practice-test/${testId}`);
    } catch {
      // shown below; the form keeps its values
    }
  });

  return (
    <AppLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold">Create a Practice Test</h1>
        <p className="mt-1 text-slate-700">Pick a topic or regulation, how many questions, and how hard.</p>
        {offline && (
          <div className="alert-info mt-4">
            <p className="font-semibold">Offline mode: questions come from our built-in SAFE exam question bank.</p>
            {topics.data && <p className="mt-1">Topics covered: {topics.data.join(', ')}.</p>}
          </div>
        )}
        <form onSubmit={onSubmit} noValidate className="card mt-6 space-y-5">
          <div>
            <label htmlFor="topic" className="label">
              Topic or Regulation
            </label>
            <input
              id="topic"
              className="input"
              placeholder="e.g. TRID, Fair Lending, RESPA"
              disabled={generating}
              aria-describedby={form.formState.errors.topic ? 'topic-error' : undefined}
              {...form.register('topic')}
            />
            {form.formState.errors.topic && (
              <p id="topic-error" className="field-error">
                {form.formState.errors.topic.message ?? MSG.topicRequired}
              </p>
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="numQuestions" className="label">
                Number of Questions
              </label>
              <select
                id="numQuestions"
                className="input"
                disabled={generating}
                {...form.register('numQuestions', { setValueAs: Number })}
              >
                {QUESTION_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="difficulty" className="label">
                Difficulty Level
              </label>
              <select id="difficulty" className="input" disabled={generating} {...form.register('difficulty')}>
                {DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {capitalize(difficulty)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {generate.error && (
            <p role="alert" className="alert-error">
              {errorMessage(generate.error, MSG.generationFailed)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link to="/dashboard" className="btn-secondary">
              Back to Dashboard
            </Link>
            <button type="submit" className="btn-primary" disabled={!topic.trim() || generating}>
              {generating ? 'Generating…' : 'Generate Practice Test'}
            </button>
          </div>
          {generating && <GenerationProgress />}
        </form>
      </div>
    </AppLayout>
  );
}
