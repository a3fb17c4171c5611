import { lazy, Suspense } from 'react';
import { trpc } from '../../lib/trpc';
import { ChartFallback } from './ChartFallback';
import { ScoreTable } from './ChartTables';
import { CHART_LINE_HEIGHT } from './chart-layout';
import { WhenNearViewport } from './WhenNearViewport';
import { WidgetCard } from './WidgetCard';

const ScoreChart = lazy(() => import('./ScoreChart').then((module) => ({ default: module.ScoreChart })));

/** Spec §2 Performance Overview: the latest scores as a line; hidden when there are no results. */
export function PerformanceOverview() {
  const history = trpc.dashboard.scoreHistory.useQuery();
  if (history.isError || (history.data && history.data.length === 0)) return null;
  return (
    <WidgetCard id="performance-overview" title="Performance Overview">
      {history.data ? (
        <>
          <WhenNearViewport height={CHART_LINE_HEIGHT}>
            <Suspense fallback={<ChartFallback height={CHART_LINE_HEIGHT} label="Loading chart" />}>
              <ScoreChart points={history.data} />
            </Suspense>
          </WhenNearViewport>
          <ScoreTable points={history.data} />
        </>
      ) : (
        <ChartFallback height={CHART_LINE_HEIGHT} label="Loading performance overview" />
      )}
    </WidgetCard>
  );
}
