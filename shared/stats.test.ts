import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_BAR_HEIGHT_PER_CATEGORY } from './constants';
import { formatDuration, formatScore } from './format';
import {
  averageScore,
  CATEGORY_CHART_MARGIN,
  categoryBarData,
  categoryChartHeight,
  categoryLabelWidth,
  formatTestDate,
  isPerfectScore,
  percentage,
  roundToTenth,
  scoreLineSeries,
  sortCategories,
  streakFromScores,
} from './stats';

describe('streakFromScores (newest first)', () => {
  it.each([
    [[], 0],
    [[100], 1],
    [[90], 0],
    [[100, 100, 100], 3],
    [[100, 100, 90, 100, 100, 100], 2],
    [[90, 100, 100], 0],
    [[99.99, 100], 0],
    [[100, 100.01], 1],
  ])('%j → %d', (scores, streak) => expect(streakFromScores(scores)).toBe(streak));

  it('is the length of the leading run of exact 100s', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(100, 0, 50, 99.9, 100)), (scores) => {
        const streak = streakFromScores(scores);
        expect(scores.slice(0, streak).every(isPerfectScore)).toBe(true);
        if (streak < scores.length) expect(scores[streak]).not.toBe(100);
      }),
    );
  });
});

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

describe('averageScore', () => {
  it.each([
    [[], 0],
    [[100], 100],
    [[100, 90, 80], 90],
    [[100, 66.66667], 83.3],
    [[70, 75], 72.5],
    [[Math.fround(200 / 3), 100, 50], 72.2],
  ])('%j → %d', (scores, average) => expect(averageScore(scores)).toBe(average));

  it('lies between the lowest and the highest score', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1 }), (scores) => {
        const average = averageScore(scores);
        expect(average).toBeGreaterThanOrEqual(Math.min(...scores));
        expect(average).toBeLessThanOrEqual(Math.max(...scores));
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
    expect(formatScore(averageScore([100, 66.66667]))).toBe('83.3%');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(59)).toBe('0:59');
  });

  it('shows the last test as a date, or "No tests yet"', () => {
    expect(formatTestDate(null)).toBe('No tests yet');
    expect(formatTestDate('not a date')).toBe('No tests yet');
    expect(formatTestDate('2025-03-04T12:00:00.000Z')).toMatch(/^Mar [34], 2025$/);
  });
});

describe('chart shaping', () => {
  const categories = [
    { category: 'tila', percentage: 50, correct: 1, total: 2 },
    { category: 'Ethics', percentage: 100, correct: 3, total: 3 },
    { category: 'RESPA', percentage: 0, correct: 0, total: 4 },
  ];

  it('orders categories by name, case-insensitively, and draws the first at the top', () => {
    expect(sortCategories(categories).map((row) => row.category)).toEqual(['Ethics', 'RESPA', 'tila']);
    expect(categoryBarData(categories)).toEqual([
      { category: 'tila', percentage: 50 },
      { category: 'RESPA', percentage: 0 },
      { category: 'Ethics', percentage: 100 },
    ]);
  });

  it('gives the bar chart 40 px per category plus its margins', () => {
    expect(categoryChartHeight(3)).toBe(
      3 * CHART_BAR_HEIGHT_PER_CATEGORY + CATEGORY_CHART_MARGIN.top + CATEGORY_CHART_MARGIN.bottom,
    );
    expect(categoryChartHeight(10) - categoryChartHeight(9)).toBe(40);
  });

  it('leaves 60–180 px for the category names', () => {
    expect(categoryLabelWidth([])).toBe(60);
    expect(categoryLabelWidth([{ category: 'RESPA' }])).toBe(60);
    expect(categoryLabelWidth([{ category: 'Loan Terms and Features' }])).toBe(23 * 7 + 16);
    expect(categoryLabelWidth([{ category: 'Qualification and Underwriting' }])).toBe(180);
    expect(categoryLabelWidth([{ category: 'x'.repeat(500) }])).toBeLessThanOrEqual(CATEGORY_CHART_MARGIN.left);
  });

  it('numbers the score points from the oldest shown', () => {
    const points = [
      { id: 'a', topic: 'TILA', score: 70, date: '2025-01-01T00:00:00.000Z' },
      { id: 'b', topic: 'RESPA', score: 100, date: '2025-01-02T00:00:00.000Z' },
    ];
    expect(scoreLineSeries(points)).toEqual([
      {
        id: 'Score',
        data: [
          { x: 1, y: 70 },
          { x: 2, y: 100 },
        ],
      },
    ]);
    expect(scoreLineSeries([])).toEqual([{ id: 'Score', data: [] }]);
  });
});
