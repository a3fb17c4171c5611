import { STREAK_SCORE } from '@shared/constants';
import { roundToTenth } from '@shared/stats';

/**
 * The dashboard's rules written the plain way (spec §4, §9). The server computes these numbers in
 * SQL; the integration tests compare its answers against these.
 */
/** Spec §9: a streak needs exactly 100 percent; 99.99 breaks it. */
export function isPerfectScore(score: number): boolean {
  return score === STREAK_SCORE;
}

/** Spec §4: consecutive most-recent results scoring exactly 100. `scores` is newest first. */
export function streakFromScores(scoresNewestFirst: readonly number[]): number {
  const firstMiss = scoresNewestFirst.findIndex((score) => !isPerfectScore(score));
  return firstMiss === -1 ? scoresNewestFirst.length : firstMiss;
}

/** The mean score, rounded to one decimal; 0 when there are no results. */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return roundToTenth(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
