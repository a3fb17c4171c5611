import { formatTestDate } from '@shared/stats';
import { useState } from 'react';
import { AnswerFeedback } from '../../components/AnswerFeedback';
import { errorMessage } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AnswerChoices } from '../practice-test/AnswerChoices';

type Card = RouterOutputs['review']['session'][number];

/** One card of a review session: answer, then "Check answer" (graded Good if right) or "I knew it" (Easy). */
export function ReviewCard({ card, onNext, isLast }: { card: Card; onNext: () => void; isLast: boolean }) {
  const [selected, setSelected] = useState<string>();
  const grade = trpc.review.grade.useMutation();
  const suspend = trpc.review.suspend.useMutation();
  const utils = trpc.useUtils();
  const graded = grade.data;
  const question = card.question;
  if (!question) return null;

  const check = (knewIt: boolean) => {
    if (!selected || grade.isPending || graded) return;
    grade.mutate(
      { cardId: card.id, answerId: selected as 'a', knewIt },
      { onSuccess: () => void utils.dashboard.readiness.invalidate() },
    );
  };
  const skipForGood = () =>
    suspend.mutate(
      { cardId: card.id, suspended: true },
      {
        onSuccess: () => {
          void utils.dashboard.readiness.invalidate();
          onNext();
        },
      },
    );

  return (
    <section className="card" aria-labelledby="review-question">
      <p className="text-sm font-semibold text-brand-700">{question.category}</p>
      <h2 id="review-question" className="mt-2 text-lg font-semibold text-slate-900">
        {question.text}
      </h2>
      <AnswerChoices
        questionId={`${card.id}`}
        choices={question.answers}
        selected={selected}
        onSelect={(id) => !graded && setSelected(id)}
        labelledBy="review-question"
      />
      {graded ? (
        <div className="mt-5 space-y-3" role="status">
          <AnswerFeedback
            correct={graded.correct}
            correctAnswer={graded.correctAnswer}
            explanation={graded.explanation}
            note={graded.note}
          />
          <p className="text-sm text-slate-700">
            {graded.retired
              ? 'Right three times at growing intervals: this card leaves your deck.'
              : `Next review: ${formatTestDate(new Date(graded.nextDue).toISOString())}`}
          </p>
          <button type="button" className="btn-primary" onClick={onNext}>
            {isLast ? 'Finish session' : 'Next card'}
          </button>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" disabled={!selected || grade.isPending} onClick={() => check(false)}>
            Check answer
          </button>
          <button type="button" className="btn-secondary" disabled={!selected || grade.isPending} onClick={() => check(true)}>
            I knew it
          </button>
          <button type="button" className="btn-ghost" disabled={suspend.isPending} onClick={skipForGood}>
            Suspend card
          </button>
        </div>
      )}
      {(grade.error || suspend.error) && (
        <p role="alert" className="alert-error mt-4">
          {errorMessage(grade.error ?? suspend.error, 'Could not save this review. Please try again.')}
        </p>
      )}
    </section>
  );
}
