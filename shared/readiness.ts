import { EXAM, SECTION_KEYS } from './exam';
import { type Evidence, type Mastery, masteryOf, Z80 } from './mastery';
import { SECTIONS, type SectionKey } from './topics';

export type SectionReadiness = { section: SectionKey; name: string; weight: number; mastery: Mastery };

export type Readiness = {
  /** Predicted exam score (0–100): outline-weighted mastery, with its central 80% range. */
  predicted: number;
  low: number;
  high: number;
  /** Probability of scoring 75 or more on a 115-question exam. */
  passProbability: number;
  sections: SectionReadiness[];
  /** The section costing the most points: weight × (1 − mastery). */
  holdingBack: SectionKey;
  answers: number;
};

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The exam score is the outline-weighted sum of section masteries; sections are estimated
 * independently, so its variance is Σ w² var. The 80% range is about the expected score; the pass
 * probability adds the exam's own luck of the draw (115 scored questions, binomial).
 */
export function readinessOf(bySection: Readonly<Record<SectionKey, Evidence>>): Readiness {
  const sections = SECTION_KEYS.map((section) => ({
    section,
    name: SECTIONS[section].name,
    weight: SECTIONS[section].weight / 100,
    mastery: masteryOf(bySection[section]),
  }));
  const mean = sections.reduce((sum, s) => sum + s.weight * s.mastery.mean, 0);
  const variance = sections.reduce((sum, s) => sum + s.weight ** 2 * s.mastery.sd ** 2, 0);
  const sd = Math.sqrt(variance);
  const examSd = Math.sqrt(variance + (mean * (1 - mean)) / EXAM.scored);
  const pass = EXAM.passingPercent / 100;
  const holdingBack = [...sections].sort(
    (a, b) => b.weight * (1 - b.mastery.mean) - a.weight * (1 - a.mastery.mean),
  )[0] as SectionReadiness;
  return {
    predicted: mean * 100,
    low: Math.max(0, mean - Z80 * sd) * 100,
    high: Math.min(1, mean + Z80 * sd) * 100,
    passProbability: 1 - normalCdf((pass - mean) / examSd),
    sections,
    holdingBack: holdingBack.section,
    answers: sections.reduce((sum, s) => sum + s.mastery.answers, 0),
  };
}

export type NextAction = { kind: 'review'; due: number } | { kind: 'section'; section: SectionKey } | { kind: 'exam' };

/**
 * What to do next: due reviews first (they are cheap and fading); then a test of the section
 * holding the score back while it is under the pass line or still uncertain; then the full exam.
 */
export function nextAction(readiness: Readiness, dueCards: number): NextAction {
  if (dueCards > 0) return { kind: 'review', due: dueCards };
  const weakest = readiness.sections.find((s) => s.section === readiness.holdingBack);
  if (weakest && (weakest.mastery.mean < EXAM.passingPercent / 100 || weakest.mastery.sd > 0.08)) {
    return { kind: 'section', section: weakest.section };
  }
  return { kind: 'exam' };
}
