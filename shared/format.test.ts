import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalize, formatDuration, formatScore } from './format';

describe('formatScore', () => {
  it.each([
    [0, '0.0%'],
    [100, '100.0%'],
    [66.6666, '66.7%'],
    [33.333, '33.3%'],
    [12.25, '12.3%'],
  ])('%d → %s', (score, text) => expect(formatScore(score)).toBe(text));
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [75, '1:15'],
    [3599, '59:59'],
    [3600, '60:00'],
    [-3, '0:00'],
    [61.9, '1:01'],
  ])('%d s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it('round-trips minutes and seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        const [minutes, rest] = formatDuration(seconds).split(':').map(Number);
        expect((minutes ?? 0) * 60 + (rest ?? 0)).toBe(seconds);
      }),
    );
  });
});

it('capitalizes', () => expect(capitalize('intermediate')).toBe('Intermediate'));
