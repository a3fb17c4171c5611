import { BookOpen, CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../lib/trpc';
import { ReportQuestion } from './ReportQuestion';

type Result = RouterOutputs['results']['get'];

/**
 * Spec §2's Question Review: number, Correct/Incorrect (a word and an icon, never colour alone), the
 * question, the learner's answer or 'No answer provided', the correct answer when wrong, the
 * explanation. Filterable to the wrong answers only, the ones worth reading first. Its length is one
 * question's markup, written once inside the list.
 */
export function QuestionReview({
  result,
  renderAfterExplanation,
}: {
  result: Result;
  renderAfterExplanation?: (question: Result['testSnapshot']['questions'][number], index: number) => React.ReactNode;
}) {
  const [wrongOnly, setWrongOnly] = useState(false);
  const questions = result.testSnapshot.questions.map((question, index) => ({
    question,
    index,
    outcome: result.questionResults[question.id],
  }));
  const shown = wrongOnly ? questions.filter(({ outcome }) => !outcome?.isCorrect) : questions;
  const wrongCount = questions.filter(({ outcome }) => !outcome?.isCorrect).length;
  return (
    <section aria-labelledby="question-review">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="question-review" className="text-xl font-bold">
          Question Review
        </h2>
        <fieldset className="flex gap-1 rounded-lg border border-slate-300 bg-white p-1 text-sm">
          <legend className="sr-only">Questions to show</legend>
          {[
            { value: false, label: `All (${questions.length})` },
            { value: true, label: `Wrong only (${wrongCount})` },
          ].map((option) => (
            <label
              key={option.label}
              className="flex min-h-11 cursor-pointer items-center rounded-md px-3 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="review-filter"
                className="sr-only"
                checked={wrongOnly === option.value}
                onChange={() => setWrongOnly(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      {shown.length === 0 && <p className="mt-3 text-slate-700">Every question is right. Nothing to review.</p>}
      <ol className="mt-3 space-y-4">
        {shown.map(({ question, index, outcome }) => {
          const textOf = (answerId: string | undefined) => question.answers.find((answer) => answer.id === answerId)?.text;
          const yours = outcome?.userAnswer
            ? `${outcome.userAnswer.toUpperCase()}. ${textOf(outcome.userAnswer)}`
            : 'No answer provided';
          return (
            <li key={question.id} className="card">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">Question {index + 1}</span>
                {outcome?.scored === false && (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
                    Unscored (pretest)
                  </span>
                )}
                {outcome?.isCorrect ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
                    <CircleCheck aria-hidden="true" className="h-4 w-4" /> Correct
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">
                    <CircleX aria-hidden="true" className="h-4 w-4" /> Incorrect
                  </span>
                )}
              </div>
              <p className="mt-2 text-slate-900">{question.text}</p>
              <p className="mt-2 text-sm">
                <span className="font-semibold">Your answer:</span> {yours}
              </p>
              {!outcome?.isCorrect && (
                <p className="mt-1 text-sm text-green-800">
                  <span className="font-semibold">Correct answer:</span> {outcome?.correctAnswer.toUpperCase()}.{' '}
                  {textOf(outcome?.correctAnswer)}
                </p>
              )}
              <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
                <p>
                  <span className="font-semibold">Explanation:</span> {question.explanation}
                </p>
                {question.note && (
                  <Link
                    to={`/library/${question.note}`}
                    className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
                    aria-label={`Read the note for question ${index + 1}`}
                  >
                    <BookOpen aria-hidden="true" className="h-4 w-4" /> Read the note
                  </Link>
                )}
                {renderAfterExplanation?.(question, index)}
              </div>
              <ReportQuestion resultId={result.id} questionId={question.id} number={index + 1} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
