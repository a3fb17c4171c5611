import type { CategoryPerformance } from '../../../../shared/schemas/dashboard';
import { barLabel, weakestFirst } from './chart-layout';

/** On a phone, category performance as a list of labelled bars, weakest first, instead of a squeezed chart. */
export function CategoryList({ categories }: { categories: readonly CategoryPerformance[] }) {
  return (
    <ul className="space-y-3" aria-label="Success rate by category, weakest first">
      {weakestFirst(categories).map((row) => (
        <li key={row.category}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="font-medium text-slate-900">{row.category}</span>
            <span className="shrink-0 tabular-nums text-slate-700">{barLabel(row)}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${row.percentage}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
