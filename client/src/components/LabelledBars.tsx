import { barLabel } from '../features/dashboard/chart-layout';

export type BarRow = { category: string; percentage: number; correct: number; total: number };

/** Categories as labelled bars ("40% · 2 of 5"), in the order given: the results page, and the dashboard on a phone. */
export function LabelledBars({ rows, label, suffix = '' }: { rows: readonly BarRow[]; label: string; suffix?: string }) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.category}>
          <div className="flex justify-between gap-3 text-sm">
            <span className="font-medium text-slate-900">{row.category}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {barLabel(row)}
              {suffix}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${row.percentage}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
