import type { CategoryStat, ScorePoint } from '@shared/stats';
import { sortCategories } from '@shared/stats';

/** Spec §2: 40 px of height per category in the bar chart, and a 300 px score chart. */
export const CHART_BAR_HEIGHT_PER_CATEGORY = 40;
export const CHART_LINE_HEIGHT = 300;

/** Weakest first (ties by name): what to study next leads. */
export function weakestFirst<T extends CategoryStat>(categories: readonly T[]): T[] {
  return sortCategories(categories).sort((a, b) => a.percentage - b.percentage);
}

/** Bar rows for nivo: a horizontal chart draws its first row at the bottom, so reverse the reading order. */
export function categoryBarData(categories: readonly CategoryStat[]): CategoryStat[] {
  return weakestFirst(categories)
    .reverse()
    .map(({ category, percentage, correct, total }) => ({ category, percentage, correct, total }));
}

/** Every bar's label, 0% included: "0% · 0 of 3". */
export function barLabel(row: Pick<CategoryStat, 'percentage' | 'correct' | 'total'>): string {
  return `${Math.round(row.percentage)}% · ${row.correct} of ${row.total}`;
}

/** A category name in lines of at most `width` characters (two lines at most; the table has it whole). */
export function wrapName(name: string, width = CATEGORY_LABEL_MAX): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length <= 2
    ? lines
    : [
        lines[0] ?? '',
        `${lines
          .slice(1)
          .join(' ')
          .slice(0, width - 1)}…`,
      ];
}

/** Below this width a phone gets a list of labelled bars instead of a squeezed chart. */
export const LIST_BELOW_PX = 480;

/** Right margin: room for the labels after the bars ("100% · 12 of 12"). */
export const CATEGORY_CHART_MARGIN = { top: 10, right: 110, bottom: 50, left: 180 } as const;
/** Category names wrap at this many characters, on two lines at most. */
export const CATEGORY_LABEL_MAX = 24;

/** Room for the (wrapped) category names left of the bars: about 7 px a character at 12 px, within 60–180 px. */
export function categoryLabelWidth(categories: readonly { category: string }[]): number {
  const longest = Math.max(0, ...categories.flatMap((row) => wrapName(row.category).map((line) => line.length)));
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
