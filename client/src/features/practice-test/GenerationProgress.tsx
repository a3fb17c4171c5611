import { GENERATION_STEPS } from '@shared/constants';
import { useEffect, useState } from 'react';

/** The spec's four messages at 0, 2, 4 and 6 seconds (25% each) while a test is generated. */
export function GenerationProgress() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 250);
    return () => clearInterval(timer);
  }, []);
  const step = [...GENERATION_STEPS].reverse().find((candidate) => elapsed >= candidate.at) ?? GENERATION_STEPS[0];
  return (
    <div className="mt-6 space-y-2">
      <div
        role="progressbar"
        aria-label="Generating your test"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={step.percent}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all duration-500" style={{ width: `${step.percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm font-medium text-slate-800">
        {step.message}
      </p>
    </div>
  );
}
