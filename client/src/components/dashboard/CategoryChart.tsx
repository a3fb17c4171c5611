import { Bar } from '@nivo/bar';
import type { CategoryPerformance } from '../../../../shared/schemas/dashboard';
import { ChartTooltip } from './ChartTooltip';
import {
  CATEGORY_CHART_MARGIN,
  CATEGORY_LABEL_MAX,
  categoryBarData,
  categoryChartHeight,
  categoryLabelWidth,
} from './chart-layout';
import { CHART_COLOR, chartTheme, PERCENT_TICKS, useChartWidth } from './chart-support';

const shorten = (name: string) => (name.length > CATEGORY_LABEL_MAX ? `${name.slice(0, CATEGORY_LABEL_MAX - 1)}…` : name);

/** Spec §2: horizontal bars, x axis 0–100 titled 'Success Rate (%)', 40 px of height per category. Lazy-loaded with nivo. */
export function CategoryChart({ categories }: { categories: readonly CategoryPerformance[] }) {
  const chart = useChartWidth();
  return (
    <div ref={chart.ref} style={{ height: categoryChartHeight(categories.length) }}>
      {chart.width > 0 && (
        <Bar
          width={chart.width}
          height={categoryChartHeight(categories.length)}
          data={categoryBarData(categories)}
          keys={['percentage']}
          indexBy="category"
          layout="horizontal"
          valueScale={{ type: 'linear', min: 0, max: 100 }}
          indexScale={{ type: 'band', round: true }}
          margin={{ ...CATEGORY_CHART_MARGIN, left: categoryLabelWidth(categories) }}
          padding={0.3}
          colors={[CHART_COLOR]}
          theme={chartTheme}
          enableGridX
          enableGridY={false}
          gridXValues={PERCENT_TICKS}
          axisBottom={{ tickValues: PERCENT_TICKS, legend: 'Success Rate (%)', legendPosition: 'middle', legendOffset: 38 }}
          axisLeft={{ tickSize: 0, tickPadding: 8, format: (name) => shorten(String(name)) }}
          valueFormat={(value) => `${value.toFixed(1)}%`}
          labelSkipWidth={44}
          labelTextColor="#ffffff"
          tooltip={({ indexValue, value }) => (
            <ChartTooltip>
              <strong>{indexValue}</strong>: {value.toFixed(1)}%
            </ChartTooltip>
          )}
          animate={false}
          role="img"
          ariaLabel="Category performance chart: success rate by category, listed in the table that follows"
        />
      )}
    </div>
  );
}
