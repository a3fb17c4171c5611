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

// No Intl on a page's first render: a browser loads ICU's collation or calendar data the first time
// a page makes an Intl object, 30 to 55 ms of main-thread work on this project's machines (four
// times that on Lighthouse's phone), on every signed-in page (the dashboard's dates and category
// lists). Category names are plain ASCII in practice and the exam's dates are American, so both
// rules are written out here; a name outside ASCII still gets a collator, made when first needed.
let collator: Intl.Collator | undefined;
const ASCII = /^[\x20-\x7e]*$/;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ignoringCase = (a: string, b: string) => byCodePoint(a.toLowerCase(), b.toLowerCase());

/**
 * Categories in a stable reading order: by name, case-insensitively (ties by code point). One rule
 * for the whole list, so the order is consistent: lower-cased names when all are ASCII, else the
 * collator (which also ignores accents).
 */
export function sortCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  let compare: (a: string, b: string) => number = ignoringCase;
  if (!categories.every((row) => ASCII.test(row.category))) {
    collator ??= new Intl.Collator('en', { sensitivity: 'base' });
    compare = collator.compare;
  }
  return [...categories].sort((a, b) => compare(a.category, b.category) || byCodePoint(a.category, b.category));
}

export type ScorePoint = { id: string; topic: string; score: number; date: string };

export const NO_TESTS_YET = 'No tests yet';
/** Spec §2: the Recent Tests list when it is empty. */
export const NO_TESTS_TAKEN = 'No tests taken yet. Start your first test!';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Spec §2: the Last Test card shows a date, or 'No tests yet'. US dates: the exam is American. */
export function formatTestDate(iso: string | null): string {
  if (!iso) return NO_TESTS_YET;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_TESTS_YET;
  // What toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) prints,
  // in local time, without making an Intl object (see sortCategories).
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
