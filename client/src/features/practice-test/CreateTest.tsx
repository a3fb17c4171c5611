import { SECTION_KEYS } from '@shared/exam';
import { capitalize } from '@shared/format';
import { MSG } from '@shared/messages';
import { DIFFICULTIES } from '@shared/schemas/question';
import { SECTIONS, type SectionKey } from '@shared/topics';
import { Link } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { SelectField } from '../../components/SelectField';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { ScopeChoice } from './create-test/ScopeChoice';
import { useCreateTest } from './create-test/use-create-test';
import { ExamCard } from './ExamCard';
import { GenerationProgress } from './GenerationProgress';
import { TopicPicker } from './TopicPicker';

const SECTION_OPTIONS = SECTION_KEYS.map((key) => ({
  value: key,
  label: `${SECTIONS[key].name} (${SECTIONS[key].weight}% of the exam)`,
}));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: capitalize(difficulty) }));

/**
 * /create-test (spec §4): the mock exam's card, then a practice test by topic, mixed or by section.
 * Its length is the form's markup, field after field; the state and the submit are in useCreateTest.
 */
export function CreateTest() {
  const config = trpc.publicConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const offline = config.data?.aiMode === 'offline';
  const { form, scope, setScope, section, setSection, tutor, setTutor, topic, generating, counts, submit, failure } =
    useCreateTest();
  const topicError = form.formState.errors.topic;

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
        <form onSubmit={submit} noValidate className="card mt-6 space-y-5">
          <ScopeChoice scope={scope} disabled={generating} onChange={setScope} />
          {scope === 'section' && (
            <SelectField
              id="section"
              label="Exam section"
              options={SECTION_OPTIONS}
              value={section}
              disabled={generating}
              onChange={(event) => setSection(event.target.value as SectionKey)}
            />
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
              aria-describedby={topicError ? 'topic-error' : undefined}
              {...form.register('topic')}
            />
            {topicError && (
              <p id="topic-error" className="field-error">
                {topicError.message ?? MSG.topicRequired}
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
            <SelectField
              id="numQuestions"
              label="Number of Questions"
              options={counts.map((count) => ({ value: count, label: String(count) }))}
              disabled={generating}
              {...form.register('numQuestions', { setValueAs: Number })}
            />
            <SelectField
              id="difficulty"
              label="Difficulty Level"
              options={DIFFICULTY_OPTIONS}
              disabled={generating}
              {...form.register('difficulty')}
            />
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
