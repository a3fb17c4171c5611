import { describe, expect, it } from 'vitest';
import { EXAM, SECTION_KEYS } from './exam';
import { type Evidence, masteryOf, NO_EVIDENCE } from './mastery';
import { nextAction, normalCdf, readinessOf } from './readiness';
import { SECTIONS, type SectionKey } from './topics';

/** A small seeded generator (mulberry32): the same simulations on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEIGHTS = SECTION_KEYS.map((key) => SECTIONS[key].weight / 100);

/** A learner with known, stable per-section accuracy who answered `answers` questions drawn by the outline. */
function simulate(random: () => number, answers: number) {
  const accuracy = Object.fromEntries(SECTION_KEYS.map((key) => [key, 0.45 + 0.5 * random()])) as Record<SectionKey, number>;
  const truth = SECTION_KEYS.reduce((sum, key, index) => sum + (WEIGHTS[index] ?? 0) * accuracy[key], 0) * 100;
  const evidence = Object.fromEntries(SECTION_KEYS.map((key) => [key, { ...NO_EVIDENCE }])) as Record<SectionKey, Evidence>;
  for (let i = 0; i < answers; i++) {
    const pick = random();
    let cumulative = 0;
    const section =
      SECTION_KEYS.find((_, index) => {
        cumulative += WEIGHTS[index] ?? 0;
        return pick < cumulative;
      }) ?? 'ethics';
    const tally = evidence[section];
    tally.total += 1;
    tally.squares += 1;
    if (random() < accuracy[section]) tally.correct += 1;
  }
  return { truth, readiness: readinessOf(evidence) };
}

function run(answers: number, runs = 1000) {
  const random = seeded(19 + answers);
  let within5 = 0;
  let covered = 0;
  let width = 0;
  for (let i = 0; i < runs; i++) {
    const { truth, readiness } = simulate(random, answers);
    if (Math.abs(readiness.predicted - truth) <= 5) within5++;
    if (readiness.low <= truth && truth <= readiness.high) covered++;
    width += readiness.high - readiness.low;
  }
  return { within5: within5 / runs, coverage: covered / runs, width: width / runs };
}

describe('readiness: calibration on simulated learners', () => {
  const at400 = run(400);
  const at40 = run(40);

  it('with 400 answers, predicts within ±5 points of the true expected score in at least 90% of 1,000 learners', () => {
    expect(at400.within5).toBeGreaterThanOrEqual(0.9);
  });

  it('its 80% range contains the truth in 75–85% of them', () => {
    expect(at400.coverage).toBeGreaterThanOrEqual(0.75);
    expect(at400.coverage).toBeLessThanOrEqual(0.85);
  });

  it('with 40 answers the range is honestly wide: about √10 times wider, and it still covers the truth', () => {
    expect(at40.width).toBeGreaterThan(2.5 * at400.width);
    expect(at40.coverage).toBeGreaterThanOrEqual(0.75);
  });
});

describe('mastery', () => {
  it('does not read three right answers as 100%', () => {
    const mastery = masteryOf({ correct: 3, total: 3, squares: 3 });
    expect(mastery.mean).toBeCloseTo((2.8 + 3) / 7, 10);
    expect(mastery.high).toBeLessThan(1);
  });

  it('counts old answers for less: the same answers spread in time give a wider range', () => {
    const recent = masteryOf({ correct: 30, total: 40, squares: 40 });
    const weighted = masteryOf({ correct: 15, total: 20, squares: 12 }); // n_eff = 400 / 12 ≈ 33
    expect(weighted.answers).toBeCloseTo(400 / 12, 10);
    expect(weighted.sd).toBeGreaterThan(recent.sd);
  });

  it('computes the normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.2816)).toBeCloseTo(0.9, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});

describe('the next best action', () => {
  const strong = Object.fromEntries(SECTION_KEYS.map((key) => [key, { correct: 180, total: 200, squares: 200 }])) as Record<
    SectionKey,
    Evidence
  >;
  it('is due reviews first, then the section holding the score back, then the full exam', () => {
    expect(nextAction(readinessOf(strong), 4)).toEqual({ kind: 'review', due: 4 });
    const weakOrigination = { ...strong, origination: { correct: 100, total: 200, squares: 200 } };
    const readiness = readinessOf(weakOrigination);
    expect(readiness.holdingBack).toBe('origination');
    expect(nextAction(readiness, 0)).toEqual({ kind: 'section', section: 'origination' });
    expect(nextAction(readinessOf(strong), 0)).toEqual({ kind: 'exam' });
    expect(readinessOf(strong).passProbability).toBeGreaterThan(0.99);
    expect(EXAM.passingPercent).toBe(75);
  });
});
