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
});

describe('sortCategories', () => {
  it('orders categories by name, case-insensitively', () => {
    const categories = [{ category: 'tila' }, { category: 'Ethics' }, { category: 'RESPA' }];
    expect(sortCategories(categories).map((row) => row.category)).toEqual(['Ethics', 'RESPA', 'tila']);
  });
});
