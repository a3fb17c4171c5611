/** The dashboard's shared display rules (spec §3, §4, §9): rounding, ordering and the empty texts. */

/**
 * Rounds a 0–100 value to one decimal, half up. Scores are stored as `real`, so 72.35 reads back as
 * 72.3499984…: rounding to 6 significant digits first drops that float noise before the half-up step.
 */
export function roundToTenth(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const tenths = Number((value * 10).toPrecision(6));
  return Math.round(tenths) / 10;
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

export type ScorePoint = { id: string; topic: string; score: number; date: string };

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
