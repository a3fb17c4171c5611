import { formatDuration } from '@shared/format';

/**
 * On a phone, the question position and the time left stay in view in one thin bar while the
 * learner scrolls through a long question (the full timer box sits above on larger screens).
 */
export function CompactTimerBar({ position, count, remaining }: { position: number; count: number; remaining: number }) {
  return (
    <div className="sticky top-0 z-20 -mx-4 flex items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-2 text-sm font-semibold text-slate-900 sm:hidden">
      <span>
        {position} / {count}
      </span>
      <span className="tabular-nums">{formatDuration(remaining)} left</span>
    </div>
  );
}
