import { describe, expect, it } from 'vitest';
import {
  barLabel,
  CATEGORY_CHART_MARGIN,
  CHART_BAR_HEIGHT_PER_CATEGORY,
  categoryBarData,
  categoryChartHeight,
  categoryLabelWidth,
  scoreLineSeries,
  wrapName,
} from './chart-layout';

describe('chart shaping', () => {
  const categories = [
    { category: 'tila', percentage: 50, correct: 1, total: 2 },
    { category: 'Ethics', percentage: 100, correct: 3, total: 3 },
    { category: 'RESPA', percentage: 0, correct: 0, total: 4 },
  ];

  it('puts the weakest category at the top (a horizontal chart draws its first row at the bottom)', () => {
    expect(categoryBarData(categories).map((row) => row.category)).toEqual(['Ethics', 'tila', 'RESPA']);
  });

  it('labels every bar, 0% included', () => {
    expect(barLabel({ percentage: 0, correct: 0, total: 3 })).toBe('0% · 0 of 3');
    expect(barLabel({ percentage: 66.67, correct: 2, total: 3 })).toBe('67% · 2 of 3');
  });

  it('wraps long names on two lines instead of cutting them', () => {
    expect(wrapName('Predatory Lending and Steering')).toEqual(['Predatory Lending and', 'Steering']);
    expect(wrapName('RESPA')).toEqual(['RESPA']);
    expect(wrapName(`${'a'.repeat(10)} ${'b'.repeat(20)} ${'c'.repeat(20)}`)).toHaveLength(2);
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
    expect(categoryLabelWidth([{ category: 'Qualification and Underwriting' }])).toBe(17 * 7 + 16); // two lines
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
