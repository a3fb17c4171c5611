import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';

/**
 * The review deck's scheduler is ts-fsrs with its default weights. Two settings differ from its
 * defaults, both on purpose: no fuzz, so a card's next date is a function of its history (tests
 * compare with ts-fsrs for the same ratings); and no same-day learning steps, so a missed card comes
 * back tomorrow rather than in one minute — a learner reviews once a day, not in a drill.
 */
export const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** How a review answer is graded: wrong = Again, right = Good, right and "I knew it" = Easy. */
export type ReviewOutcome = 'wrong' | 'right' | 'knewIt';
export const RATING_OF: Record<ReviewOutcome, Grade> = { wrong: Rating.Again, right: Rating.Good, knewIt: Rating.Easy };

/** Right answers in a row, each after a longer interval than the last, that take a card out of the deck. */
export const RETIRE_AFTER_RIGHT = 3;

export type CardState = Card;
export { createEmptyCard, State };

export type Streak = { rightStreak: number; lastRightInterval: number };

/**
 * The graduation rule. A right answer extends the streak when it came after a longer interval than
 * the previous right answer (days since the card's last review); a right answer after a shorter
 * one restarts the streak at 1; a wrong one clears it.
 */
export function nextStreak(streak: Streak, outcome: ReviewOutcome, intervalDays: number): Streak & { retired: boolean } {
  if (outcome === 'wrong') return { rightStreak: 0, lastRightInterval: 0, retired: false };
  const growing = streak.rightStreak === 0 || intervalDays > streak.lastRightInterval;
  const rightStreak = growing ? streak.rightStreak + 1 : 1;
  return { rightStreak, lastRightInterval: intervalDays, retired: rightStreak >= RETIRE_AFTER_RIGHT };
}

/** Days between two instants, fractional. */
export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 86_400_000;
}

/** Reschedules a card for one answer at `now`. */
export function gradeCard(card: Card, outcome: ReviewOutcome, now: Date): Card {
  return scheduler.next(card, now, RATING_OF[outcome]).card;
}
