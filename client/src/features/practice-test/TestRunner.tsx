import { capitalize } from '@shared/format';
import { MSG } from '@shared/messages';
import type { AnswerId } from '@shared/schemas/question';
import { Flag } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AnswerChoices } from './AnswerChoices';
import { CompactTimerBar } from './CompactTimerBar';
import { Countdown } from './Countdown';
import { useAnswerKeys } from './hooks/use-answer-keys';
import { useAttemptAnswers } from './hooks/use-attempt-answers';
import { useAttemptFlags } from './hooks/use-attempt-flags';
import { useDeadline } from './hooks/use-deadline';
import { QuestionNav } from './QuestionNav';
import { ReviewBeforeSubmit } from './ReviewBeforeSubmit';
import { type Feedback, TutorFeedback } from './TutorFeedback';

type Started = Extract<RouterOutputs['attempts']['start'], { status: 'in-progress' }>;

/**
 * The question shown, also written to the address (?q=12) so a reload returns to it. The screen
 * follows React state, updated at once: a router navigation renders as a transition, and a key
 * pressed just after "Next" must answer the new question, not the one before.
 */
function useCurrentQuestion(count: number): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams();
  const [current, setCurrent] = useState(() => {
    const fromUrl = Number(params.get('q'));
    return Number.isInteger(fromUrl) && fromUrl >= 1 && fromUrl <= count ? fromUrl - 1 : 0;
  });
  const go = useCallback(
    (index: number) => {
      const clamped = Math.min(Math.max(index, 0), count - 1);
      setCurrent(clamped);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('q', String(clamped + 1));
          return next;
        },
        { replace: true },
      );
    },
    [setParams, count],
  );
  return [current, go];
}

/**
 * One attempt in progress: answers and flags are saved as they are picked; the deadline is the server's.
 * Long because it wires the parts a test screen has at once (the question, its choices, navigation, the
 * clock, tutor feedback, review before submit); each behaviour is its own hook (hooks/, unit-tested).
 */
export function TestRunner({ started, onSubmitted }: { started: Started; onSubmitted: (resultId: string) => void }) {
  const { test, attempt } = started;
  const count = test.questions.length;
  const [current, setCurrent] = useCurrentQuestion(count);
  const [reviewing, setReviewing] = useState(false);
  const saveAnswer = trpc.attempts.saveAnswer.useMutation();
  const check = trpc.attempts.check.useMutation();
  const tutor = test.mode === 'tutor';
  const [feedback, setFeedback] = useState<Record<string, Feedback>>(started.feedback);
  const saveFlag = trpc.attempts.flag.useMutation();
  const submit = trpc.attempts.submit.useMutation();
  const utils = trpc.useUtils();
  const finished = submit.isPending || submit.isSuccess;
  const { remaining, elapsed } = useDeadline({ ...attempt, serverNow: started.serverNow, running: !finished });
  const {
    answers,
    choose: chooseAnswer,
    flushUnsaved,
  } = useAttemptAnswers(
    attempt.answers,
    useCallback(
      async (questionId: string, answerId: string) => {
        const input = { attemptId: attempt.id, questionId, answerId: answerId as AnswerId };
        if (!tutor) return saveAnswer.mutateAsync(input);
        const marked = await check.mutateAsync(input);
        setFeedback((previous) => ({ ...previous, [questionId]: marked }));
      },
      [attempt.id, saveAnswer.mutateAsync, check.mutateAsync, tutor],
    ),
  );
  const { flags, toggle: toggleFlag } = useAttemptFlags(
    attempt.flags,
    useCallback(
      (questionId: string, flagged: boolean) => saveFlag.mutateAsync({ attemptId: attempt.id, questionId, flagged }),
      [attempt.id, saveFlag.mutateAsync],
    ),
  );
  const question = test.questions[current];
  const isLast = current === count - 1;
  const isExam = test.type === 'exam';

  const choose = useCallback(
    (answerId: string) => {
      // In tutor mode the first answer is final: the learner has seen its mark.
      if (question && !finished && !(tutor && answers[question.id])) chooseAnswer(question.id, answerId);
    },
    [question, finished, chooseAnswer, tutor, answers],
  );

  const submitTest = useCallback(async () => {
    if (submit.isPending || submit.isSuccess) return;
    try {
      await flushUnsaved(); // answers whose save failed are sent again first: nothing is lost
      const { resultId } = await submit.mutateAsync({ attemptId: attempt.id });
      void utils.dashboard.invalidate(); // the new result counts on the next visit to the dashboard
      void utils.attempts.open.invalidate();
      onSubmitted(resultId);
    } catch {
      // shown below with a retry; the answers stay on screen and on the server
    }
  }, [attempt.id, onSubmitted, flushUnsaved, submit, utils]);

  useEffect(() => {
    if (!tutor && remaining === 0 && !submit.isPending && !submit.isSuccess && !submit.isError) void submitTest();
  }, [tutor, remaining, submit.isPending, submit.isSuccess, submit.isError, submitTest]);

  const open = useCallback(
    (index: number) => {
      setReviewing(false);
      setCurrent(index);
    },
    [setCurrent],
  );
  useAnswerKeys({
    onAnswer: useCallback(
      (index: number) => {
        const choice = question?.answers[index];
        if (choice && !reviewing) choose(choice.id);
      },
      [question, choose, reviewing],
    ),
    onMove: useCallback((step: -1 | 1) => !reviewing && setCurrent(current + step), [current, setCurrent, reviewing]),
    onFlag: useCallback(() => question && !reviewing && toggleFlag(question.id), [question, toggleFlag, reviewing]),
  });

  if (!question) return null;
  const flagged = flags.has(question.id);
  return (
    <div className="space-y-4 sm:space-y-6">
      {!tutor && <CompactTimerBar position={current + 1} count={count} remaining={remaining} />}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-xl font-bold sm:text-2xl">{test.topic}</h1>
          <p className="text-slate-700">
            {isExam ? 'Full mock exam · 115 scored + 5 unscored' : capitalize(test.difficulty)} · {count} questions
            {tutor && ' · Tutor mode, untimed'}
          </p>
        </div>
        {!tutor && (
          <div className="hidden sm:block">
            <Countdown remaining={remaining} elapsed={elapsed} />
          </div>
        )}
      </header>
      <QuestionNav
        questionIds={test.questions.map((q) => q.id)}
        current={current}
        answers={answers}
        flags={flags}
        onSelect={open}
        defaultOpen={count <= 20 && typeof window !== 'undefined' && window.matchMedia?.('(min-width: 640px)').matches}
      />
      {reviewing ? (
        <ReviewBeforeSubmit
          questionIds={test.questions.map((q) => q.id)}
          answers={answers}
          flags={flags}
          submitting={finished}
          onOpen={open}
          onBack={() => setReviewing(false)}
          onSubmit={() => void submitTest()}
        />
      ) : (
        <section className="card" aria-labelledby="question-text">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-semibold text-brand-700">
              Question {current + 1} of {count}
            </p>
            <button
              type="button"
              className={`btn-ghost min-h-11 gap-1.5 ${flagged ? 'text-amber-800' : ''}`}
              aria-pressed={flagged}
              onClick={() => toggleFlag(question.id)}
            >
              <Flag aria-hidden="true" className={`h-4 w-4 ${flagged ? 'fill-amber-400' : ''}`} />
              {flagged ? 'Flagged' : 'Flag for review'}
            </button>
          </div>
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
          {tutor && feedback[question.id] && <TutorFeedback feedback={feedback[question.id] as Feedback} />}
          {tutor && check.error && !feedback[question.id] && (
            <p role="alert" className="alert-error mt-4">
              {errorMessage(check.error, MSG.networkError)}
            </p>
          )}
          <p className="mt-4 hidden text-xs text-slate-600 sm:block">
            Keyboard: 1–4 or A–D to answer, F to flag, ← → to move between questions.
          </p>
        </section>
      )}
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
      {!reviewing && (
        <div className="flex justify-between gap-3">
          <button type="button" className="btn-secondary" onClick={() => setCurrent(current - 1)} disabled={current === 0}>
            Previous
          </button>
          {isLast ? (
            <button type="button" className="btn-primary" onClick={() => setReviewing(true)} disabled={finished}>
              {finished ? 'Submitting...' : 'Submit Test'}
            </button>
          ) : (
            <button type="button" className="btn-primary" onClick={() => setCurrent(current + 1)}>
              Next
            </button>
          )}
        </div>
      )}
    </div>
  );
}
