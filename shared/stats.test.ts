import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatScore } from './format';
import { formatTestDate, percentage, roundToTenth, sortCategories } from './stats';

describe('roundToTenth', () => {
  it.each([
    [0, 0],
    [100, 100],
    [66.66666666, 66.7],
    [33.33333333, 33.3],
    [12.25, 12.3],
    [12.35, 12.4], // 12.35 is 12.3499… as a double: still half up
    [Math.fround(72.35), 72.4], // how a `real` column reads 72.35 back
    [Math.fround(66.666667), 66.7],
    [Number.NaN, 0],
  ])('%d → %d', (value, rounded) => expect(roundToTenth(value)).toBe(rounded));

  it('stays within 0.05 of the value and has at most one decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => {
        const rounded = roundToTenth(value);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(rounded).toBe(Number(rounded.toFixed(1)));
      }),
    );
  });
});

describe('percentage', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [5, 5, 100],
    [2, 3, 66.7],
    [1, 3, 33.3],
    [1, 8, 12.5],
  ])('%d of %d → %d', (correct, total, result) => expect(percentage(correct, total)).toBe(result));
});

describe('display', () => {
  it('shows scores with one decimal and durations as m:ss', () => {
    expect(formatScore(83.33333)).toBe('83.3%');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(59)).toBe('0:59');
  });

  it('shows the last test as a date, or "No tests yet"', () => {
    expect(formatTestDate(null)).toBe('No tests yet');
    expect(formatTestDate('not a date')).toBe('No tests yet');
    expect(formatTestDate('2025-03-04T12:00:00.000Z')).toMatch(/^Mar [34], 2025$/);
  });

  it("prints a date as the browser's en-US short date would, in local time", () => {
    // Every day of a leap year and one day of each month across two centuries.
    const days = Array.from({ length: 366 }, (_, day) => new Date(2028, 0, 1 + day, 12));
    const months = Array.from({ length: 200 * 12 }, (_, month) => new Date(1950, month, 28, 23, 59));
    for (const date of [...days, ...months, new Date(2026, 10, 27, 0, 0)]) {
      expect(formatTestDate(date.toISOString())).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
      );
    }
  });
});

describe('sortCategories', () => {
  it('orders categories by name, case-insensitively', () => {
    const categories = [{ category: 'tila' }, { category: 'Ethics' }, { category: 'RESPA' }];
    expect(sortCategories(categories).map((row) => row.category)).toEqual(['Ethics', 'RESPA', 'tila']);
  });

  it('orders ASCII names as the collator does for letters, and a list with other names through it', () => {
    const names = ['tila', 'TILA', 'Ethics', 'ethics', 'RESPA', 'Fair Housing', 'fair lending', 'GLBA', 'ECOA'];
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const byCollator = [...names].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
    expect(sortCategories(names.map((category) => ({ category }))).map((row) => row.category)).toEqual(byCollator);
    const accented = [{ category: 'Équité' }, { category: 'ethics' }, { category: 'Fair' }];
    expect(sortCategories(accented).map((row) => row.category)).toEqual(['Équité', 'ethics', 'Fair']);
  });
});
