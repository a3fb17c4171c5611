import { describe, expect, it } from 'vitest';
import { createEmptyCard, gradeCard, nextStreak, RETIRE_AFTER_RIGHT } from './review-schedule';

const DAY = 86_400_000;

describe('the review schedule', () => {
  it('brings a missed card back tomorrow or later, never within the day', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const card = gradeCard(createEmptyCard(now), 'wrong', now);
    expect(card.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('spaces Good further than Again, and Easy further than Good', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const [again, good, easy] = (['wrong', 'right', 'knewIt'] as const).map((o) => gradeCard(createEmptyCard(now), o, now));
    expect(good?.due.getTime()).toBeGreaterThan(again?.due.getTime() ?? 0);
    expect(easy?.due.getTime()).toBeGreaterThan(good?.due.getTime() ?? 0);
  });

  it('retires a card after three right answers at growing intervals, not after a wrong one between', () => {
    let streak = { rightStreak: 0, lastRightInterval: 0 };
    const intervals = [1, 3, 8];
    let retired = false;
    for (const interval of intervals) ({ retired, ...streak } = nextStreak(streak, 'right', interval));
    expect(streak.rightStreak).toBe(RETIRE_AFTER_RIGHT);
    expect(retired).toBe(true);
    const missed = nextStreak({ rightStreak: 2, lastRightInterval: 3 }, 'wrong', 8);
    expect(missed).toEqual({ rightStreak: 0, lastRightInterval: 0, retired: false });
    expect(nextStreak({ rightStreak: 2, lastRightInterval: 8 }, 'right', 2)).toMatchObject({ rightStreak: 1, retired: false });
  });
});
