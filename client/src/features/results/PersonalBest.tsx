import { formatScore } from '@shared/format';
import { Trophy } from 'lucide-react';

/**
 * The moment of recognition for a new best on a topic. Whether it is one is the server's answer
 * (results.get → personalBest), never worked out here. The pop stops under prefers-reduced-motion.
 */
export function PersonalBest({ topic, score, previousBest }: { topic: string; score: number; previousBest: number | null }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 font-semibold text-amber-900 motion-safe:animate-[results-pop_250ms_ease-out]"
    >
      <Trophy aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span>
        New personal best on {topic}: {formatScore(score)}
        {previousBest !== null && <span className="font-normal">, up from {formatScore(previousBest)}</span>}
      </span>
    </p>
  );
}
