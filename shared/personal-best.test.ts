import { describe, expect, it } from 'vitest';
import { isPersonalBest } from './personal-best';

describe('isPersonalBest', () => {
  it('never claims a best for a first attempt', () => {
    expect(isPersonalBest(100, null)).toBe(false);
  });

  it('claims a best only above every earlier score', () => {
    expect(isPersonalBest(80, 60)).toBe(true);
    expect(isPersonalBest(60, 80)).toBe(false);
  });

  it('treats an equal score, as displayed, as no new best', () => {
    expect(isPersonalBest(80, 80)).toBe(false);
    expect(isPersonalBest(200 / 3, 66.66666)).toBe(false);
    expect(isPersonalBest(66.75, 66.7)).toBe(true); // 66.8% beats 66.7%
  });
});
