import { Bar, type BarCustomLayer } from '@nivo/bar';
import type { CategoryPerformance } from '@shared/schemas/dashboard';
import { ChartTooltip } from './ChartTooltip';
import {
  barLabel,
  CATEGORY_CHART_MARGIN,
  categoryBarData,
  categoryChartHeight,
  categoryLabelWidth,
  wrapName,
} from './chart-layout';
import { CHART_COLOR, chartTheme, PERCENT_TICKS, useChartWidth } from './chart-support';

type Row = ReturnType<typeof categoryBarData>[number];

/** Spec §2: horizontal bars, x axis 0–100 titled 'Success Rate (%)', 40 px of height per category. Lazy-loaded with nivo. */
export function CategoryChart({ categories }: { categories: readonly CategoryPerformance[] }) {
  const chart = useChartWidth();
  const rows = categoryBarData(categories);
  const byName = new Map(rows.map((row) => [row.category, row]));
  // Every bar labelled after its end, 0% included (a 0% bar has no width to hold a label inside).
  const labels: BarCustomLayer<Row> = ({ bars }) => (
    <g>
      {bars.map((bar) => {
        const row = byName.get(String(bar.data.indexValue));
        return (
          <text
            key={bar.key}
            x={bar.x + bar.width + 6}
            y={bar.y + bar.height / 2}
            dominantBaseline="central"
            fontSize={12}
            fill="#334155"
          >
            {row ? barLabel(row) : ''}
          </text>
        );
      })}
    </g>
  );
  return (
    <div ref={chart.ref} style={{ height: categoryChartHeight(categories.length) }}>
      {chart.width > 0 && (
        <Bar<Row>
          width={chart.width}
          height={categoryChartHeight(categories.length)}
          data={rows}
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
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            renderTick: ({ x, y, value }) => (
              <g transform={`translate(${x - 8},${y})`}>
                <text textAnchor="end" fontSize={12} fill="#334155">
                  {wrapName(String(value)).map((line, index, lines) => (
                    <tspan key={line} x={0} dy={index === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : '1.2em'}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            ),
          }}
          enableLabel={false}
          layers={['grid', 'axes', 'bars', labels, 'markers', 'legends']}
          tooltip={({ indexValue }) => {
            const row = byName.get(String(indexValue));
            return (
              <ChartTooltip>
                <strong>{indexValue}</strong>: {row ? barLabel(row) : ''}
              </ChartTooltip>
            );
          }}
          animate={false}
          role="img"
          ariaLabel="Category performance chart: success rate by category, weakest first, listed in the table that follows"
        />
      )}
    </div>
  );
}
