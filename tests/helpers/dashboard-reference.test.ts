import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageScore, isPerfectScore, streakFromScores } from './dashboard-reference';

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
