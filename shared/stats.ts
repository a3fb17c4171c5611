import { CHART_BAR_HEIGHT_PER_CATEGORY, STREAK_SCORE } from './constants';

/**
 * The dashboard's pure rules (spec §3, §4, §9). The server computes the same numbers in SQL; these
 * functions are the reference its integration tests compare against, and the client's chart shaping.
 */

/** Spec §9: a streak needs exactly 100 percent; 99.99 breaks it. */
export function isPerfectScore(score: number): boolean {
  return score === STREAK_SCORE;
}

/** Spec §4: consecutive most-recent results scoring exactly 100. `scores` is newest first. */
export function streakFromScores(scoresNewestFirst: readonly number[]): number {
  const firstMiss = scoresNewestFirst.findIndex((score) => !isPerfectScore(score));
  return firstMiss === -1 ? scoresNewestFirst.length : firstMiss;
}

/**
 * Rounds a 0–100 value to one decimal, half up. Scores are stored as `real`, so 72.35 reads back as
 * 72.3499984…: rounding to 6 significant digits first drops that float noise before the half-up step.
 */
export function roundToTenth(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const tenths = Number((value * 10).toPrecision(6));
  return Math.round(tenths) / 10;
}

/** The mean score, rounded to one decimal; 0 when there are no results. */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return roundToTenth(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** correct / total × 100 with one decimal; 0 when nothing was answered. */
export function percentage(correct: number, total: number): number {
  if (total <= 0) return 0;
  return roundToTenth((correct / total) * 100);
}

/**
 * Category performance is capped at the categories with the most answered questions: AI-written tests
 * can name new categories, and neither the payload nor the 40 px-per-row chart may grow without bound.
 */
export const CATEGORY_PERFORMANCE_LIMIT = 40;

export type CategoryStat = { category: string; percentage: number; correct: number; total: number };

// One collator for every sort: localeCompare with options builds a new one on each call.
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Categories in a stable reading order: by name, case-insensitively (ties by code point). */
export function sortCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  return [...categories].sort(
    (a, b) => byName.compare(a.category, b.category) || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
  );
}

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

export type ScorePoint = { id: string; topic: string; score: number; date: string };

/** One line series for nivo; x is the test's place in the window (1 = oldest shown), y its score. */
export function scoreLineSeries(points: readonly ScorePoint[]) {
  return [{ id: 'Score', data: points.map((point, index) => ({ x: index + 1, y: point.score })) }];
}

export const NO_TESTS_YET = 'No tests yet';
/** Spec §2: the Recent Tests list when it is empty. */
export const NO_TESTS_TAKEN = 'No tests taken yet. Start your first test!';

/** Spec §2: the Last Test card shows a date, or 'No tests yet'. US dates: the exam is American. */
export function formatTestDate(iso: string | null): string {
  if (!iso) return NO_TESTS_YET;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_TESTS_YET;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
