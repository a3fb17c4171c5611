import { SECTIONS, type SectionKey, TOPICS } from './topics';

/**
 * Mastery from answers (method and its calibration: docs/decisions/2026-11-27-mastery-and-readiness.md).
 * Each answer weighs 0.5^(age / 30 days), kept as running sums by the rollup trigger
 * (drizzle/0005_learning_loop.sql uses the same half-life). The estimate is a Beta posterior whose
 * counts are the *effective* number of answers, (Σw)² / Σw², so weighting by recency widens the
 * range honestly instead of pretending old answers were never given.
 */
export const MASTERY_HALF_LIFE_DAYS = 30;
/** The prior: as if 4 answers at 70% (a typical practice score) had been seen, so three right answers read as 83%, not 100%. */
export const PRIOR = { mean: 0.7, strength: 4 } as const;
/** z for a central 80% range. */
export const Z80 = 1.2816;

/** Recency-weighted sums: Σw·correct, Σw, Σw². */
export type Evidence = { correct: number; total: number; squares: number };
export const NO_EVIDENCE: Evidence = { correct: 0, total: 0, squares: 0 };

/** Sums stored as of `at`, decayed to `now`. */
export function decayTo(stored: Evidence & { at: Date }, now: Date): Evidence {
  const ageDays = Math.max(0, (now.getTime() - stored.at.getTime()) / 86_400_000);
  const factor = 0.5 ** (ageDays / MASTERY_HALF_LIFE_DAYS);
  return { correct: stored.correct * factor, total: stored.total * factor, squares: stored.squares * factor * factor };
}

export function addEvidence(a: Evidence, b: Evidence): Evidence {
  return { correct: a.correct + b.correct, total: a.total + b.total, squares: a.squares + b.squares };
}

export type Mastery = {
  /** Posterior mean, 0–1. */
  mean: number;
  sd: number;
  /** The central 80% range, 0–1. */
  low: number;
  high: number;
  /** Effective number of answers behind it. */
  answers: number;
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function masteryOf(evidence: Evidence): Mastery {
  const answers = evidence.squares > 0 ? evidence.total ** 2 / evidence.squares : 0;
  const right = evidence.total > 0 ? (evidence.correct / evidence.total) * answers : 0;
  const alpha = PRIOR.mean * PRIOR.strength + right;
  const beta = (1 - PRIOR.mean) * PRIOR.strength + (answers - right);
  const n = alpha + beta;
  const mean = alpha / n;
  const sd = Math.sqrt((alpha * beta) / (n * n * (n + 1)));
  return { mean, sd, low: clamp01(mean - Z80 * sd), high: clamp01(mean + Z80 * sd), answers };
}

const SECTION_OF = new Map<string, SectionKey>(TOPICS.map((topic) => [topic.name, topic.section]));

/** Sums per section from sums per category (topic); categories outside the outline are left out. */
export function evidenceBySection(byCategory: ReadonlyMap<string, Evidence>): Record<SectionKey, Evidence> {
  const sections = Object.fromEntries(Object.keys(SECTIONS).map((key) => [key, NO_EVIDENCE])) as Record<SectionKey, Evidence>;
  for (const [category, evidence] of byCategory) {
    const section = SECTION_OF.get(category);
    if (section) sections[section] = addEvidence(sections[section], evidence);
  }
  return sections;
}
