import { formatScore } from '../../../../shared/format';
import { categoryPerformance } from '../../../../shared/scoring';
import type { RouterOutputs } from '../../lib/trpc';

type Result = RouterOutputs['results']['get'];

/** Spec §2's Performance by Category: every category with its percent and 'x of y correct', weakest first. */
export function CategoryBreakdown({ result }: { result: Result }) {
  const categories = categoryPerformance(result.questionResults).sort(
    (a, b) => a.percentage - b.percentage || a.category.localeCompare(b.category),
  );
  return (
    <section aria-labelledby="by-category" className="card">
      <h2 id="by-category" className="text-xl font-bold">
        Performance by Category
      </h2>
      <ul className="mt-3 space-y-3">
        {categories.map((category) => (
          <li key={category.category}>
            <div className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-900">{category.category}</span>
              <span className="tabular-nums text-slate-700">
                {formatScore(category.percentage)} · {category.correct} of {category.total} correct
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${category.percentage}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
