import { startTransition, useCallback, useEffect, useState } from 'react';

/** What both lazy chart modules share (it lands in their common chunk, beside nivo's core). */

/** The charts' text and grid in the app's slate palette (nivo's defaults are lighter than WCAG AA). */
export const chartTheme = {
  text: { fontSize: 12, fill: '#334155' },
  axis: {
    ticks: { text: { fontSize: 12, fill: '#334155' } },
    legend: { text: { fontSize: 13, fontWeight: 600, fill: '#0f172a' } },
  },
  grid: { line: { stroke: '#e2e8f0' } },
} as const;

export const CHART_COLOR = '#1d4ed8';
export const PERCENT_TICKS = [0, 20, 40, 60, 80, 100];

/**
 * The width of the chart's box, followed as it resizes. nivo's Responsive* wrappers do the same, but
 * set the width as an urgent update, so the whole chart renders in one long task; here it is a
 * transition, which React renders in short slices (Lighthouse counted the long task as blocking time).
 */
export function useChartWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: useCallback((node: HTMLDivElement | null) => setElement(node), []), width };
}
