import { SECTIONS, type SectionKey } from './topics';

/**
 * The SAFE MLO test as NMLS delivers it: 120 questions, of which 115 are scored and 5 are unscored
 * pretest items the candidate cannot tell apart, in 190 minutes; 75 is the passing score.
 */
export const EXAM = {
  questions: 120,
  scored: 115,
  pretest: 5,
  timeLimitSeconds: 190 * 60,
  passingPercent: 75,
} as const;

export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

/**
 * Splits `total` across weights by the largest-remainder method (Hamilton): each part gets the whole
 * part of its exact share, and the seats left go to the largest fractions (ties to the earlier key).
 */
export function largestRemainder<K extends string>(total: number, weights: Readonly<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((acc, key) => acc + weights[key], 0);
  const exact = keys.map((key) => ({ key, share: sum === 0 ? 0 : (total * weights[key]) / sum }));
  const counts = Object.fromEntries(exact.map(({ key, share }) => [key, Math.floor(share)])) as Record<K, number>;
  let left = total - exact.reduce((acc, { share }) => acc + Math.floor(share), 0);
  const byFraction = [...exact].sort((a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)));
  for (const { key } of byFraction) {
    if (left <= 0) break;
    counts[key] += 1;
    left -= 1;
  }
  return counts;
}

const SECTION_WEIGHTS = Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTIONS[key].weight])) as Record<SectionKey, number>;

/** Questions per section for a test of `total` drawn by the outline's weights. */
export function sectionCounts(total: number): Record<SectionKey, number> {
  return largestRemainder(total, SECTION_WEIGHTS);
}

/** A score out of 100 (the share of scored questions answered correctly) passes at 75. */
export function passesExam(scorePercent: number): boolean {
  return scorePercent >= EXAM.passingPercent;
}
