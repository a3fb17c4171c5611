import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';

/** "Review (N due)": today's first job when cards are due; a quiet line when the deck is up to date. */
export function ReviewDue() {
  // The dashboard reads the deck with readiness: one procedure for every learning widget.
  const deck = trpc.dashboard.readiness.useQuery().data?.deck;
  if (!deck?.total) return null;
  return (
    <section aria-labelledby="review-title" className="card flex flex-wrap items-center justify-between gap-4">
      <div>
        <h2 id="review-title" className="font-semibold text-slate-900">
          Review deck
        </h2>
        <p className="text-sm text-slate-700">
          {deck.due
            ? `${deck.due} of your ${deck.total} cards are due: questions you missed or flagged.`
            : `Nothing due today. ${deck.total} cards in your deck come back when they start to fade.`}
        </p>
      </div>
      {deck.due > 0 && (
        <Link to="/review" className="btn-primary gap-1.5">
          <Layers aria-hidden="true" className="h-4 w-4" />
          Review ({deck.due} due)
        </Link>
      )}
    </section>
  );
}
