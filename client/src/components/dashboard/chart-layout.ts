import type { CategoryStat, ScorePoint } from '../../../../shared/stats';
import { sortCategories } from '../../../../shared/stats';

/** Spec §2: 40 px of height per category in the bar chart, and a 300 px score chart. */
export const CHART_BAR_HEIGHT_PER_CATEGORY = 40;
export const CHART_LINE_HEIGHT = 300;

/** Bar rows for nivo: a horizontal chart draws its first row at the bottom, so reverse the reading order. */
export function categoryBarData(categories: readonly CategoryStat[]): { category: string; percentage: number }[] {
  return sortCategories(categories)
    .reverse()
    .map(({ category, percentage }) => ({ category, percentage }));
}

export const CATEGORY_CHART_MARGIN = { top: 10, right: 24, bottom: 50, left: 180 } as const;
/** Category names longer than this are cut with an ellipsis on the axis (the table has them whole). */
export const CATEGORY_LABEL_MAX = 26;

/** Room for the category names left of the bars: about 7 px a character at 12 px, within 60–180 px. */
export function categoryLabelWidth(categories: readonly { category: string }[]): number {
  const longest = Math.max(0, ...categories.map((row) => Math.min(row.category.length, CATEGORY_LABEL_MAX)));
  return Math.min(CATEGORY_CHART_MARGIN.left, Math.max(60, longest * 7 + 16));
}

/** Spec §2: 40 px of height per category, plus the chart's own margins for the axis and its title. */
export function categoryChartHeight(categoryCount: number): number {
  return categoryCount * CHART_BAR_HEIGHT_PER_CATEGORY + CATEGORY_CHART_MARGIN.top + CATEGORY_CHART_MARGIN.bottom;
}

/** One line series for nivo; x is the test's place in the window (1 = oldest shown), y its score. */
export function scoreLineSeries(points: readonly ScorePoint[]) {
  return [{ id: 'Score', data: points.map((point, index) => ({ x: index + 1, y: point.score })) }];
}
