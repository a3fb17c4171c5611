import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { capitalize, formatDuration, formatScore } from '../../../../shared/format';
import { categoryPerformance } from '../../../../shared/scoring';
import type { RouterOutputs } from '../../lib/trpc';
import { ExamVerdict } from './ExamVerdict';

type Result = RouterOutputs['results']['get'];

export function ResultsSummary({ result, onRetake, retaking }: { result: Result; onRetake: () => void; retaking: boolean }) {
  const categories = categoryPerformance(result.questionResults);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Test Results</h1>
        <p className="mt-1 text-slate-700">
          {result.topic} · {capitalize(result.difficulty)} · Time spent {formatDuration(result.timeSpent)}
        </p>
      </header>

      {result.passed !== null && result.sectionScores && (
        <ExamVerdict passed={result.passed} score={result.score} sections={result.sectionScores} />
      )}

      <section aria-labelledby="final-score" className="card flex flex-wrap items-center gap-6">
        <div>
          <h2 id="final-score" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            Final Score
          </h2>
          <p className="text-5xl font-extrabold text-brand-700">{formatScore(result.score)}</p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-sm text-slate-700">Correct</dt>
            <dd className="text-2xl font-bold text-green-700">{result.correct}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Incorrect</dt>
            <dd className="text-2xl font-bold text-red-700">{result.incorrect}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Total</dt>
            <dd className="text-2xl font-bold">{result.total}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="by-category">
        <h2 id="by-category" className="text-xl font-bold">
          Performance by Category
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <article key={category.category} className="card">
              <h3 className="font-semibold">{category.category}</h3>
              <p className="mt-1 text-2xl font-bold">{formatScore(category.percentage)}</p>
              <p className="text-sm text-slate-700">
                {category.correct} of {category.total} correct
              </p>
              <div className="mt-2 h-2 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-2 rounded-full bg-brand-600" style={{ width: `${category.percentage}%` }} />
              </div>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="question-review">
        <h2 id="question-review" className="text-xl font-bold">
          Question Review
        </h2>
        <ol className="mt-3 space-y-4">
          {result.testSnapshot.questions.map((question, index) => {
            const outcome = result.questionResults[question.id];
            const textOf = (answerId: string | undefined) => question.answers.find((answer) => answer.id === answerId)?.text;
            const yours = outcome?.userAnswer
              ? `${outcome.userAnswer.toUpperCase()}. ${textOf(outcome.userAnswer)}`
              : 'No answer provided';
            return (
              <li key={question.id} className="card">
                <div className="flex items-center gap-3">
                  <span className="font-semibold">Question {index + 1}</span>
                  {outcome?.scored === false && (
                    <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
                      Unscored (pretest)
                    </span>
                  )}
                  {outcome?.isCorrect ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">Correct</span>
                  ) : (
                    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">Incorrect</span>
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
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onRetake} disabled={retaking}>
          {retaking ? 'Starting…' : 'Retake Test'}
        </button>
        <Link to="/dashboard" className="btn-secondary">
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
