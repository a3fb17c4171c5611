import { lazy, Suspense } from 'react';
import { trpc } from '../../lib/trpc';
import { useMediaQuery } from '../../lib/use-media-query';
import { CategoryList } from './CategoryList';
import { ChartFallback } from './ChartFallback';
import { CategoryTable } from './ChartTables';
import { categoryChartHeight, LIST_BELOW_PX } from './chart-layout';
import { WhenNearViewport } from './WhenNearViewport';
import { WidgetCard } from './WidgetCard';

// nivo lands in its own chunk, downloaded only when there is something to draw and it nears the viewport.
const CategoryChart = lazy(() => import('./CategoryChart').then((module) => ({ default: module.CategoryChart })));

/** The height kept while loading: a guess at a typical learner's categories. */
const LOADING_ROWS = 4;

/** Spec §2 Category Performance; hidden when there is no category data. */
export function CategoryPerformance() {
  const categories = trpc.dashboard.categories.useQuery();
  const narrow = useMediaQuery(`(max-width: ${LIST_BELOW_PX - 1}px)`);
  if (categories.isError || (categories.data && categories.data.length === 0)) return null;
  return (
    <WidgetCard id="category-performance" title="Category Performance">
      {categories.data && narrow ? (
        <CategoryList categories={categories.data} />
      ) : categories.data ? (
        <>
          <WhenNearViewport height={categoryChartHeight(categories.data.length)}>
            <Suspense fallback={<ChartFallback height={categoryChartHeight(categories.data.length)} label="Loading chart" />}>
              <CategoryChart categories={categories.data} />
            </Suspense>
          </WhenNearViewport>
          <CategoryTable categories={categories.data} />
        </>
      ) : (
        <ChartFallback height={categoryChartHeight(LOADING_ROWS)} label="Loading category performance" />
      )}
    </WidgetCard>
  );
}
