import { useCallback, useEffect, useRef, useState } from 'react';
import { capitalize } from '../../../../shared/format';
import { MSG } from '../../../../shared/messages';
import type { AnswerId } from '../../../../shared/schemas/question';
import { errorMessage } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useNow } from '../../lib/use-now';
import { AnswerChoices } from './AnswerChoices';
import { Countdown } from './Countdown';
import { QuestionNav } from './QuestionNav';

type Started = Extract<RouterOutputs['results']['start'], { status: 'in-progress' }>;

const KEY_TO_INDEX: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, a: 0, b: 1, c: 2, d: 3 };

/** One attempt in progress: answers are saved as they are picked; the deadline is the server's. */
export function TestRunner({ started, onSubmitted }: { started: Started; onSubmitted: (resultId: string) => void }) {
  const { test, attempt } = started;
  const [offset] = useState(() => new Date(started.serverNow).getTime() - Date.now());
  const [answers, setAnswers] = useState<Record<string, string>>(attempt.answers);
  const [current, setCurrent] = useState(0);
  const unsaved = useRef(new Map<string, string>());
  const saveAnswer = trpc.results.saveAnswer.useMutation();
  const submit = trpc.results.submit.useMutation();
  const utils = trpc.useUtils();
  const now = useNow(!submit.isPending && !submit.isSuccess) + offset;
  const remaining = Math.max(0, Math.ceil((new Date(attempt.deadline).getTime() - now) / 1000));
  const elapsed = Math.max(0, Math.floor((now - new Date(attempt.startedAt).getTime()) / 1000));
  const question = test.questions[current];
  const isLast = current === test.questions.length - 1;

  const persist = useCallback(
    (questionId: string, answerId: string) => {
      unsaved.current.set(questionId, answerId);
      saveAnswer.mutate(
        { attemptId: attempt.id, questionId, answerId: answerId as AnswerId },
        { onSuccess: () => unsaved.current.get(questionId) === answerId && unsaved.current.delete(questionId) },
      );
    },
    [attempt.id, saveAnswer],
  );

  const choose = useCallback(
    (answerId: string) => {
      if (!question || submit.isPending || submit.isSuccess) return;
      setAnswers((previous) => ({ ...previous, [question.id]: answerId }));
      persist(question.id, answerId);
    },
    [question, persist, submit.isPending, submit.isSuccess],
  );

  const submitTest = useCallback(async () => {
    if (submit.isPending || submit.isSuccess) return;
    try {
      // Answers whose save failed (a dropped connection) are sent again first: nothing is lost.
      for (const [questionId, answerId] of unsaved.current) {
        await saveAnswer.mutateAsync({ attemptId: attempt.id, questionId, answerId: answerId as AnswerId }).catch(() => {});
      }
      const { resultId } = await submit.mutateAsync({ attemptId: attempt.id });
      void utils.dashboard.invalidate(); // the new result counts on the next visit to the dashboard
      onSubmitted(resultId);
    } catch {
      // shown below with a retry; the answers stay on screen and on the server
    }
  }, [attempt.id, onSubmitted, saveAnswer, submit, utils]);

  useEffect(() => {
    if (remaining === 0 && !submit.isPending && !submit.isSuccess && !submit.isError) void submitTest();
  }, [remaining, submit.isPending, submit.isSuccess, submit.isError, submitTest]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest('textarea, select, input:not([type=radio])')) return;
      // On a radio, the arrows move between answers (the browser's own behaviour); elsewhere, between questions.
      const onRadio = target instanceof HTMLInputElement && target.type === 'radio';
      if (onRadio && event.key.startsWith('Arrow')) return;
      if (event.key === 'ArrowRight') setCurrent((index) => Math.min(index + 1, test.questions.length - 1));
      else if (event.key === 'ArrowLeft') setCurrent((index) => Math.max(index - 1, 0));
      else {
        const index = KEY_TO_INDEX[event.key.toLowerCase()];
        const choice = index === undefined ? undefined : question?.answers[index];
        if (choice) choose(choice.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, question, test.questions.length]);

  if (!question) return null;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{test.topic}</h1>
          <p className="text-slate-700">
            {capitalize(test.difficulty)} · {test.questions.length} questions
          </p>
        </div>
        <Countdown remaining={remaining} elapsed={elapsed} />
      </header>
      <QuestionNav questionIds={test.questions.map((q) => q.id)} current={current} answers={answers} onSelect={setCurrent} />
      <section className="card" aria-labelledby="question-text">
        <p className="text-sm font-semibold text-brand-700">
          Question {current + 1} of {test.questions.length}
        </p>
        <h2 id="question-text" className="mt-2 text-lg font-semibold text-slate-900">
          {question.text}
        </h2>
        <AnswerChoices
          questionId={question.id}
          choices={question.answers}
          selected={answers[question.id]}
          onSelect={choose}
          labelledBy="question-text"
        />
        <p className="mt-4 text-xs text-slate-600">Keyboard: 1–4 or A–D to answer, ← → to move between questions.</p>
      </section>
      {submit.error && (
        <div role="alert" className="alert-error flex flex-wrap items-center justify-between gap-3">
          <span>{MSG.saveResultsError(errorMessage(submit.error, MSG.networkError))}</span>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              submit.reset();
              void submitTest();
            }}
          >
            Try again
          </button>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={() => setCurrent(current - 1)} disabled={current === 0}>
          Previous
        </button>
        {isLast ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => void submitTest()}
            disabled={submit.isPending || submit.isSuccess}
          >
            {submit.isPending || submit.isSuccess ? 'Submitting...' : 'Submit Test'}
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={() => setCurrent(current + 1)}>
            Next
          </button>
        )}
      </div>
    </div>
  );
}
