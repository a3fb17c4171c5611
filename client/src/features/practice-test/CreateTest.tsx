import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_DIFFICULTY, DEFAULT_QUESTION_COUNT, QUESTION_COUNTS } from '@shared/constants';
import { SECTION_KEYS } from '@shared/exam';
import { capitalize } from '@shared/format';
import { MSG } from '@shared/messages';
import { DIFFICULTIES } from '@shared/schemas/question';
import {
  type GenerateTestInput,
  type GenerateTestRequest,
  generateTestSchema,
  MIXED_QUESTION_COUNTS,
} from '@shared/schemas/tests';
import { SECTIONS, type SectionKey } from '@shared/topics';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { ExamCard } from './ExamCard';
import { GenerationProgress } from './GenerationProgress';
import { TopicPicker } from './TopicPicker';

type Scope = 'topic' | 'all' | 'section';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'topic', label: 'Single topic' },
  { value: 'all', label: 'All topics, mixed' },
  { value: 'section', label: 'One exam section' },
];

export function CreateTest() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = trpc.publicConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const offline = config.data?.aiMode === 'offline';
  const generate = trpc.tests.generate.useMutation();
  const createMixed = trpc.tests.createMixed.useMutation();
  const [scope, setScope] = useState<Scope>(() => {
    const wanted = params.get('scope');
    return wanted === 'all' || wanted === 'section' ? wanted : 'topic';
  });
  const [section, setSection] = useState<SectionKey>(() => {
    const wanted = params.get('section');
    return SECTION_KEYS.includes(wanted as SectionKey) ? (wanted as SectionKey) : 'federal';
  });
  const [tutor, setTutor] = useState(params.get('mode') === 'tutor');
  const form = useForm<GenerateTestInput, unknown, GenerateTestRequest>({
    resolver: zodResolver(generateTestSchema),
    defaultValues: { topic: params.get('topic') ?? '', numQuestions: DEFAULT_QUESTION_COUNT, difficulty: DEFAULT_DIFFICULTY },
  });
  const topic = form.watch('topic') ?? '';
  const generating = generate.isPending || generate.isSuccess || createMixed.isPending || createMixed.isSuccess;
  const counts: readonly number[] = scope === 'topic' ? QUESTION_COUNTS : MIXED_QUESTION_COUNTS;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { testId } = await generate.mutateAsync({ ...values, mode: tutor ? 'tutor' : 'timed' });
      navigate(`/practice-test/${testId}`);
    } catch {
      // shown below; the form keeps its values
    }
  });
  // Mixed and section tests need no topic: the selects' values go straight to the server, which validates them.
  const onSubmitMixed = async (event: FormEvent) => {
    event.preventDefault();
    const { numQuestions, difficulty } = form.getValues();
    try {
      const { testId } = await createMixed.mutateAsync({
        scope: scope === 'section' ? 'section' : 'all',
        ...(scope === 'section' ? { section } : {}),
        numQuestions: Number(numQuestions) as 10,
        difficulty,
        mode: tutor ? 'tutor' : 'timed',
      });
      navigate(`/practice-test/${testId}`);
    } catch {
      // shown below
    }
  };
  const failure = generate.error ?? createMixed.error;

  return (
    <AppLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold">Create a Practice Test</h1>
        <p className="mt-1 text-slate-700">Pick a topic or regulation, how many questions, and how hard.</p>
        {offline && (
          <div className="alert-info mt-4">
            <p className="font-semibold">Offline mode: questions come from our built-in SAFE exam question bank.</p>
          </div>
        )}
        <ExamCard primary={false} />
        <form onSubmit={scope === 'topic' ? onSubmit : onSubmitMixed} noValidate className="card mt-6 space-y-5">
          <fieldset>
            <legend className="label">What to practise</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-3">
              {SCOPES.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="scope"
                    value={option.value}
                    checked={scope === option.value}
                    disabled={generating}
                    onChange={() => setScope(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          {scope === 'section' && (
            <div>
              <label htmlFor="section" className="label">
                Exam section
              </label>
              <select
                id="section"
                className="input"
                value={section}
                disabled={generating}
                onChange={(event) => setSection(event.target.value as SectionKey)}
              >
                {SECTION_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {SECTIONS[key].name} ({SECTIONS[key].weight}% of the exam)
                  </option>
                ))}
              </select>
            </div>
          )}
          <div hidden={scope !== 'topic'}>
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
            <div className="mt-3">
              <TopicPicker
                value={topic}
                disabled={generating}
                onPick={(name) => form.setValue('topic', name, { shouldValidate: true })}
              />
            </div>
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
                {counts.map((count) => (
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
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={tutor}
              disabled={generating}
              onChange={(e) => setTutor(e.target.checked)}
            />
            <span>
              <span className="font-semibold text-slate-900">Tutor mode</span>
              <span className="block text-slate-700">Untimed; each answer is marked at once with its explanation.</span>
            </span>
          </label>
          {failure && (
            <p role="alert" className="alert-error">
              {errorMessage(failure, MSG.generationFailed)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link to="/dashboard" className="btn-secondary">
              Back to Dashboard
            </Link>
            <button type="submit" className="btn-primary" disabled={(scope === 'topic' && !topic.trim()) || generating}>
              {generating ? 'Generating…' : 'Generate Practice Test'}
            </button>
          </div>
          {generating && <GenerationProgress />}
        </form>
      </div>
    </AppLayout>
  );
}
