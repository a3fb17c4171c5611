import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { ReviewCard } from './ReviewCard';

/**
 * /review: an untimed session of the due cards, one at a time (Anki's rhythm). /review?result={id}
 * ("Review mistakes" on a result) first makes that result's wrong answers due, then reviews them.
 */
export function Review() {
  const [params] = useSearchParams();
  const resultId = params.get('result') ?? undefined;
  const mistakes = trpc.review.mistakes.useMutation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!resultId || asked.current === resultId) return;
    asked.current = resultId;
    mistakes.mutate({ resultId });
  }, [resultId, mistakes]);
  const ready = !resultId || mistakes.isSuccess;
  // The session's cards are read once: grading one must not reshuffle the list under the learner.
  const session = trpc.review.session.useQuery(resultId ? { resultId } : {}, {
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const [index, setIndex] = useState(0);
  const cards = session.data ?? [];
  const card = cards[index];
  const failure = mistakes.error ?? session.error;

  return (
    <AppLayout>
      <div className="mx-auto max-w-2xl space-y-4">
        <header>
          <h1 className="text-2xl font-bold">{resultId ? 'Review mistakes' : 'Review'}</h1>
          <p className="text-slate-700">Untimed. Missed questions come back as they start to fade from memory.</p>
        </header>
        {failure ? (
          <p role="alert" className="alert-error">
            {errorMessage(failure, 'Could not load your review cards. Please try again.')}
          </p>
        ) : !ready || session.isLoading ? (
          <Spinner label="Loading your review cards" />
        ) : card ? (
          <>
            <p className="text-sm font-semibold text-slate-700">
              Card {index + 1} of {cards.length}
            </p>
            <ReviewCard key={card.id} card={card} isLast={index === cards.length - 1} onNext={() => setIndex(index + 1)} />
          </>
        ) : (
          <div className="card text-center" role="status">
            <p className="font-semibold text-slate-900">{cards.length ? 'Session complete. Well done!' : 'No cards are due.'}</p>
            <p className="mt-1 text-slate-700">Missed and flagged questions from your tests come back here when they are due.</p>
            <Link to="/dashboard" className="btn-primary mt-4">
              Back to Dashboard
            </Link>
          </div>
        )}
      </div>
    </AppLayout>
  );
}
