import { roundToTenth } from './stats';

/**
 * A personal best is a score above every earlier score the learner has on the same topic, compared as
 * the learner sees them (one decimal): 66.7% after 66.7% is not a new best, whatever the float noise.
 * A first attempt has nothing to beat, so it is never a best: the claim would be true of every first
 * test and mean nothing (the passing message still celebrates a good first score).
 */
export function isPersonalBest(score: number, previousBest: number | null): boolean {
  if (previousBest === null) return false;
  return roundToTenth(score) > roundToTenth(previousBest);
}
