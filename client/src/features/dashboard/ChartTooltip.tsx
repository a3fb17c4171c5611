import type { ReactNode } from 'react';

export function ChartTooltip({ children }: { children: ReactNode }) {
  return <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow">{children}</div>;
}
