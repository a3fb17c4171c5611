import { Rocket } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A new learner's dashboard teaches the first step instead of showing zeros that read like a failing
 * grade: one short practice test shows where to focus. The spec's cards take over after the first result.
 */
export function FirstStep() {
  return (
    <section aria-labelledby="first-step" className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Rocket aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="first-step" className="font-semibold text-slate-900">
            Your first step: a 10-question practice test
          </h2>
          <p className="text-sm text-slate-700">
            Pick any topic, or all of them. It takes about ten minutes, and your results show where to focus next.
          </p>
        </div>
      </div>
      <Link to="/create-test" className="btn-primary shrink-0">
        Start a practice test
      </Link>
    </section>
  );
}
