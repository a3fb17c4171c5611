import { TIMER_DANGER_SECONDS, TIMER_WARNING_SECONDS } from '@shared/constants';
import { formatDuration } from '@shared/format';

/**
 * The countdown and the elapsed time. The visible timer is not a live region: screen readers
 * hear only the warnings at 60 and 30 seconds, not every tick.
 */
export function Countdown({ remaining, elapsed }: { remaining: number; elapsed: number }) {
  const level = remaining <= TIMER_DANGER_SECONDS ? 'danger' : remaining <= TIMER_WARNING_SECONDS ? 'warning' : 'normal';
  const style = {
    normal: 'border-slate-200 bg-white text-slate-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    danger: 'border-red-300 bg-red-50 text-red-800 motion-safe:animate-pulse',
  }[level];
  return (
    <div className="flex items-center gap-3">
      <div className={`rounded-lg border px-3 py-2 text-center ${style}`} data-level={level}>
        <p className="text-xs font-medium uppercase tracking-wide">Time left</p>
        <p role="timer" aria-label="Time left" className="text-xl font-bold tabular-nums">
          {formatDuration(remaining)}
        </p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-center text-slate-800">
        <p className="text-xs font-medium uppercase tracking-wide">Elapsed</p>
        <p className="text-xl font-bold tabular-nums">{formatDuration(elapsed)}</p>
      </div>
      <p className="sr-only" aria-live="assertive">
        {level === 'danger' ? '30 seconds left' : level === 'warning' ? '1 minute left' : ''}
      </p>
    </div>
  );
}
