import type { ItemStats } from './schemas/item-analysis';
import { DIFFICULTIES } from './schemas/question';

/**
 * Responses a question needs before a negative discrimination flags it. The flag asks an editor to
 * re-read the key and the stem, so it should rarely fire on a sound question by chance: a question
 * that discriminates normally (r ≈ 0.3) shows r < 0 in about 1 sample in 10 at 20 responses and 1 in
 * 20 at 30 (Fisher z, SE = 1/√(n − 3)), while a miskeyed one (r ≈ −0.2) is flagged 85% of the time
 * at 30. See docs/decisions/2026-11-24-item-analysis.md.
 */
export const MIN_RESPONSES_TO_FLAG = 30;

/** Strong learners do worse on it than weak ones: the classic sign of a wrong key or an ambiguous stem. */
export function isFlagged(
  item: Pick<ItemStats, 'responses' | 'discrimination'>,
  minResponses: number = MIN_RESPONSES_TO_FLAG,
): boolean {
  return item.responses >= minResponses && item.discrimination !== null && item.discrimination < 0;
}

export type ItemSortKey = 'questionId' | 'topic' | 'difficulty' | 'responses' | 'shareCorrect' | 'discrimination';
export type SortDirection = 'ascending' | 'descending';

/** Rows sorted by one column, for the admin's table; questions without a value sort last either way. */
export function sortItems<T extends Pick<ItemStats, ItemSortKey>>(
  items: readonly T[],
  key: ItemSortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    // Difficulty sorts by level (beginner first), not by its spelling.
    const x = key === 'difficulty' ? DIFFICULTIES.indexOf(a.difficulty) : a[key];
    const y = key === 'difficulty' ? DIFFICULTIES.indexOf(b.difficulty) : b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.questionId.localeCompare(b.questionId);
  });
}
