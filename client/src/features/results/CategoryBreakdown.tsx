import { categoryPerformance } from '@shared/scoring';
import { LabelledBars } from '../../components/LabelledBars';
import type { RouterOutputs } from '../../lib/trpc';
import { weakestFirst } from '../dashboard/chart-layout';

type Result = RouterOutputs['results']['get'];

/** Spec §2's Performance by Category: every category with its percent and 'x of y correct', weakest first. */
export function CategoryBreakdown({ result }: { result: Result }) {
  return (
    <section aria-labelledby="by-category" className="card">
      <h2 id="by-category" className="text-xl font-bold">
        Performance by Category
      </h2>
      <div className="mt-3">
        <LabelledBars
          rows={weakestFirst(categoryPerformance(result.questionResults))}
          label="Performance by category, weakest first"
          suffix=" correct"
        />
      </div>
    </section>
  );
}
