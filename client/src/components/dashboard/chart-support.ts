import { useSyncExternalStore } from 'react';

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

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the user asked the system for less motion; charts then draw without animating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
