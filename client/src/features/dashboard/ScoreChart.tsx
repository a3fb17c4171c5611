import { Line } from '@nivo/line';
import { EXAM } from '@shared/exam';
import { formatScore } from '@shared/format';
import type { ScoreHistoryPoint } from '@shared/schemas/dashboard';
import { formatTestDate } from '@shared/stats';
import { ChartTooltip } from './ChartTooltip';
import { CHART_LINE_HEIGHT, scoreLineSeries } from './chart-layout';
import { CHART_COLOR, chartTheme, PERCENT_TICKS, useChartWidth } from './chart-support';

/** The line every score is read against: the exam's passing score. */
const PASSING = EXAM.passingPercent;

/** At most ~10 labels on the x axis, always including the newest test. */
function xTicks(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / 10));
  const ticks = Array.from({ length: count }, (_, index) => index + 1).filter((x) => (count - x) % step === 0);
  return ticks;
}

/** Spec §2: test scores over time, y axis 0–100, 300 px tall. Lazy-loaded with nivo. */
export function ScoreChart({ points }: { points: readonly ScoreHistoryPoint[] }) {
  const chart = useChartWidth();
  return (
    <div ref={chart.ref} style={{ height: CHART_LINE_HEIGHT }}>
      {chart.width > 0 && (
        <Line
          width={chart.width}
          height={CHART_LINE_HEIGHT}
          data={scoreLineSeries(points)}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 100 }}
          margin={{ top: 16, right: 24, bottom: 50, left: 56 }}
          colors={[CHART_COLOR]}
          theme={chartTheme}
          lineWidth={2}
          pointSize={8}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'seriesColor' }}
          pointColor="#ffffff"
          enableGridX={false}
          gridYValues={PERCENT_TICKS}
          axisLeft={{ tickValues: PERCENT_TICKS, legend: 'Score (%)', legendPosition: 'middle', legendOffset: -44 }}
          axisBottom={{
            tickValues: xTicks(points.length),
            legend: 'Tests, oldest to newest',
            legendPosition: 'middle',
            legendOffset: 38,
          }}
          markers={[
            {
              axis: 'y',
              value: PASSING,
              lineStyle: { stroke: '#b45309', strokeWidth: 1.5, strokeDasharray: '6 4' },
              legend: 'Pass 75%',
              legendPosition: 'top-left',
              textStyle: { fill: '#92400e', fontSize: 12 },
            },
          ]}
          useMesh
          tooltip={({ point }) => {
            const test = points[Number(point.data.x) - 1];
            return (
              <ChartTooltip>
                <strong>{test?.topic}</strong>
                <br />
                {test ? formatTestDate(test.date) : ''}: {formatScore(Number(point.data.y))}
              </ChartTooltip>
            );
          }}
          animate={false}
          role="img"
          ariaLabel="Performance overview chart: scores of your latest tests, listed in the table that follows"
        />
      )}
    </div>
  );
}
