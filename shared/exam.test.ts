import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAM, largestRemainder, passesExam, sectionCounts } from './exam';

describe('the mock exam', () => {
  it('splits the 115 scored questions by the outline: 27, 13, 23, 31, 21', () => {
    expect(sectionCounts(EXAM.scored)).toEqual({ federal: 27, state: 13, general: 23, origination: 31, ethics: 21 });
  });

  it('spreads the 5 pretest items one per section', () => {
    expect(sectionCounts(EXAM.pretest)).toEqual({ federal: 1, state: 1, general: 1, origination: 1, ethics: 1 });
  });

  it('passes at 75: 87 of 115 passes, 86 of 115 fails', () => {
    expect(passesExam((87 / 115) * 100)).toBe(true);
    expect(passesExam((86 / 115) * 100)).toBe(false);
    expect(passesExam(75)).toBe(true);
  });

  it('largest remainder always hands out exactly the total, each part within one of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const record = Object.fromEntries(weights.map((weight, index) => [`k${index}`, weight]));
          const counts = largestRemainder(total, record);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(total);
          for (const [key, weight] of Object.entries(record)) {
            expect(Math.abs((counts[key] ?? 0) - (total * weight) / sum)).toBeLessThan(1);
          }
        },
      ),
    );
  });
});
