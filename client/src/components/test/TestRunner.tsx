import { useCallback, useEffect, useState } from 'react';
import { capitalize } from '../../../../shared/format';
import { MSG } from '../../../../shared/messages';
import type { AnswerId } from '../../../../shared/schemas/question';
import { errorMessage } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AnswerChoices } from './AnswerChoices';
import { Countdown } from './Countdown';
import { useAnswerKeys } from './hooks/use-answer-keys';
import { useAttemptAnswers } from './hooks/use-attempt-answers';
import { useDeadline } from './hooks/use-deadline';
import { QuestionNav } from './QuestionNav';

type Started = Extract<RouterOutputs['attempts']['start'], { status: 'in-progress' }>;

/** One attempt in progress: answers are saved as they are picked; the deadline is the server's. */
export function TestRunner({ started, onSubmitted }: { started: Started; onSubmitted: (resultId: string) => void }) {
  const { test, attempt } = started;
  const [current, setCurrent] = useState(0);
  const saveAnswer = trpc.attempts.saveAnswer.useMutation();
  const submit = trpc.attempts.submit.useMutation();
  const utils = trpc.useUtils();
  const finished = submit.isPending || submit.isSuccess;
  const { remaining, elapsed } = useDeadline({ ...attempt, serverNow: started.serverNow, running: !finished });
  const save = useCallback(
    (questionId: string, answerId: string) =>
      saveAnswer.mutateAsync({ attemptId: attempt.id, questionId, answerId: answerId as AnswerId }),
    [attempt.id, saveAnswer.mutateAsync],
  );
  const { answers, choose: chooseAnswer, flushUnsaved } = useAttemptAnswers(attempt.answers, save);
  const question = test.questions[current];
  const isLast = current === test.questions.length - 1;

  const choose = useCallback(
    (answerId: string) => {
      if (question && !finished) chooseAnswer(question.id, answerId);
    },
    [question, finished, chooseAnswer],
  );

  const submitTest = useCallback(async () => {
    if (submit.isPending || submit.isSuccess) return;
    try {
      await flushUnsaved(); // answers whose save failed are sent again first: nothing is lost
      const { resultId } = await submit.mutateAsync({ attemptId: attempt.id });
      void utils.dashboard.invalidate(); // the new result counts on the next visit to the dashboard
      onSubmitted(resultId);
    } catch {
      // shown below with a retry; the answers stay on screen and on the server
    }
  }, [attempt.id, onSubmitted, flushUnsaved, submit, utils]);

  useEffect(() => {
    if (remaining === 0 && !submit.isPending && !submit.isSuccess && !submit.isError) void submitTest();
  }, [remaining, submit.isPending, submit.isSuccess, submit.isError, submitTest]);

  const count = test.questions.length;
  useAnswerKeys({
    onAnswer: useCallback(
      (index: number) => {
        const choice = question?.answers[index];
        if (choice) choose(choice.id);
      },
      [question, choose],
    ),
    onMove: useCallback((step: -1 | 1) => setCurrent((index) => Math.min(Math.max(index + step, 0), count - 1)), [count]),
  });

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
