import { EXAM } from '@shared/exam';
import { capitalize, formatDuration, formatScore } from '@shared/format';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../lib/trpc';
import { CategoryBreakdown } from '../results/CategoryBreakdown';
import { PersonalBest } from '../results/PersonalBest';
import { QuestionReview } from '../results/QuestionReview';
import { ExamVerdict } from './ExamVerdict';

type Result = RouterOutputs['results']['get'];

/**
 * Spec §2's results summary, verdict first: the score (and the exam's pass or fail), then the next
 * actions, then the detail by category and by question. One component because it is the page's
 * layout in reading order; each part (verdict, bars, question review) is its own component.
 */
export function ResultsSummary({
  result,
  onRetake,
  retaking,
  renderAfterExplanation,
}: {
  result: Result;
  onRetake: () => void;
  retaking: boolean;
  renderAfterExplanation?: Parameters<typeof QuestionReview>[0]['renderAfterExplanation'];
}) {
  const passing = result.passed ?? result.score >= EXAM.passingPercent;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Test Results</h1>
        <p className="mt-1 text-slate-700">
          {result.topic} · {capitalize(result.difficulty)}
          {result.mode === 'tutor' ? ' · Tutor mode' : ''} · Time spent {formatDuration(result.timeSpent)}
        </p>
      </header>

      {passing && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-semibold text-green-900 motion-safe:animate-[results-pop_250ms_ease-out]"
        >
          <PartyPopper aria-hidden="true" className="h-5 w-5" />
          {result.passed === null ? 'At or above the 75% passing line. Well done!' : 'You passed this mock exam. Well done!'}
        </p>
      )}

      {result.personalBest && <PersonalBest topic={result.topic} score={result.score} previousBest={result.previousBest} />}

      {result.passed !== null && result.sectionScores && (
        <ExamVerdict passed={result.passed} score={result.score} sections={result.sectionScores} />
      )}

      <section aria-labelledby="final-score" className="card flex flex-wrap items-center justify-between gap-6">
        <div className="flex flex-wrap items-center gap-6">
          <div>
            <h2 id="final-score" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              Final Score
            </h2>
            <p className="text-5xl font-extrabold tabular-nums text-brand-700">{formatScore(result.score)}</p>
          </div>
          <dl className="grid grid-cols-3 gap-4 text-center">
            <div>
              <dt className="text-sm text-slate-700">Correct</dt>
              <dd className="text-2xl font-bold tabular-nums text-green-700">{result.correct}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">Incorrect</dt>
              <dd className="text-2xl font-bold tabular-nums text-red-700">{result.incorrect}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">Total</dt>
              <dd className="text-2xl font-bold tabular-nums">{result.total}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={onRetake} disabled={retaking}>
            {retaking ? 'Starting…' : 'Retake Test'}
          </button>
          {result.incorrect > 0 && (
            <Link to={`/review?result=${result.id}`} className="btn-secondary">
              Review mistakes
            </Link>
          )}
          <Link to="/dashboard" className="btn-secondary">
            Return to Dashboard
          </Link>
        </div>
      </section>

      <CategoryBreakdown result={result} />
      <QuestionReview result={result} {...(renderAfterExplanation ? { renderAfterExplanation } : {})} />
    </div>
  );
}
