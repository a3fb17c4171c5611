import type { Difficulty } from '@shared/schemas/question';
import { describe, expect, it } from 'vitest';
import {
  checkLengthTells,
  checkTopicDepth,
  contentWords,
  findNearDuplicates,
  lengthTells,
  MIN_TOPIC_PER_DIFFICULTY,
  NEAR_DUPLICATE_THRESHOLD,
  type QualityQuestion,
  questionSimilarity,
} from './content-quality';

const question = (id: string, text: string, key: string, overrides: Partial<QualityQuestion> = {}): QualityQuestion => ({
  id,
  text,
  category: 'TRID',
  difficulty: 'beginner',
  answers: [
    { text: key, isCorrect: true },
    { text: 'A wrong answer', isCorrect: false },
    { text: 'Another wrong one', isCorrect: false },
    { text: 'A third', isCorrect: false },
  ],
  ...overrides,
});

/** A question whose options have these lengths in characters, the key's first. */
const withLengths = (id: string, keyLength: number, ...others: number[]): QualityQuestion => ({
  id,
  text: `Question ${id}`,
  category: 'TRID',
  difficulty: 'beginner',
  answers: [
    { text: 'k'.repeat(keyLength), isCorrect: true },
    ...others.map((length, index) => ({ text: String(index).repeat(length), isCorrect: false })),
  ],
});

// The same question asked twice in other words (the kind the audit found across files)…
const loanEstimate = question(
  'trid-001',
  'A borrower submits a mortgage application on Monday. Within how many business days must the creditor deliver the Loan Estimate?',
  '3 business days after receiving the application',
);
const loanEstimateReworded = question(
  'loan-application-004',
  'How many business days after receiving a mortgage application does the creditor have to deliver the Loan Estimate to the borrower?',
  'Three business days after the application is received',
  { category: 'Loan Application' },
);
// …and a question on another rule altogether.
const registry = question(
  'state-licensing-001',
  'Which body maintains the registry in which state-licensed loan originators must be listed?',
  'NMLS, operated by the CSBS',
  { category: 'State Regulation and Licensing' },
);

describe('contentWords', () => {
  it('lower-cases, collapses numbers and money to #, and drops stop words and punctuation', () => {
    expect(contentWords('The APR of 6.5% on $250,000 is disclosed within 3 days.')).toEqual([
      'apr',
      '#',
      '#',
      'disclosed',
      'within',
      '#',
      'days',
    ]);
  });
});

describe('questionSimilarity', () => {
  it('scores a reworded pair above the threshold and an unrelated pair far below it', () => {
    const reworded = questionSimilarity(loanEstimate, loanEstimateReworded);
    const unrelated = questionSimilarity(loanEstimate, registry);
    expect(reworded).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(unrelated).toBeLessThan(0.1);
    expect(questionSimilarity(loanEstimate, loanEstimate)).toBe(1);
  });

  it('is symmetric', () => {
    expect(questionSimilarity(loanEstimate, loanEstimateReworded)).toBe(questionSimilarity(loanEstimateReworded, loanEstimate));
  });
});

describe('findNearDuplicates', () => {
  it('finds the reworded pair across topics and nothing else', () => {
    const pairs = findNearDuplicates([loanEstimate, registry, loanEstimateReworded]);
    expect(pairs.map(({ a, b }) => [a, b])).toEqual([['trid-001', 'loan-application-004']]);
  });

  it('honours a custom threshold', () => {
    expect(findNearDuplicates([loanEstimate, loanEstimateReworded], 0.99)).toEqual([]);
  });
});

describe('lengthTells', () => {
  it('counts the key as strictly longest, as second-longest, and neither on ties or when short', () => {
    const set = [
      withLengths('longest-1', 40, 10, 20, 30),
      withLengths('longest-2', 31, 30, 30, 30),
      withLengths('second', 30, 40, 20, 10),
      withLengths('tied-for-longest', 40, 40, 20, 10), // not strictly longest, and nothing is longer
      withLengths('shortest', 5, 10, 20, 30),
    ];
    expect(lengthTells(set)).toEqual({ keyLongestRate: 2 / 5, keySecondLongestRate: 1 / 5 });
    expect(lengthTells([])).toEqual({ keyLongestRate: 0, keySecondLongestRate: 0 });
  });

  it('fails strictly above 25% longest and 30% second-longest, and passes at the limits', () => {
    expect(checkLengthTells({ keyLongestRate: 0.25, keySecondLongestRate: 0.3 })).toEqual([]);
    const errors = checkLengthTells({ keyLongestRate: 0.26, keySecondLongestRate: 0.41 });
    expect(errors).toEqual([
      'bank: the key is the strictly longest option in 26.0% of questions (max 25.0%)',
      'bank: the key is the second-longest option in 41.0% of questions (max 30.0%)',
    ]);
  });
});

describe('checkTopicDepth', () => {
  const ofDifficulty = (difficulty: Difficulty, count: number) =>
    Array.from({ length: count }, (_, index) => question(`${difficulty}-${index}`, 'x', 'y', { difficulty }));

  it('names the topic file, the total and each thin difficulty', () => {
    const thin = [...ofDifficulty('beginner', 10), ...ofDifficulty('intermediate', 8), ...ofDifficulty('advanced', 2)];
    expect(checkTopicDepth([{ name: 'TRID', slug: 'trid' }], thin)).toEqual([
      'trid.json (topic "TRID"): 20 questions; at least 24 required',
      `trid.json (topic "TRID"): 2 advanced questions; at least ${MIN_TOPIC_PER_DIFFICULTY} required`,
    ]);
  });

  it('passes a topic with 24 questions and 6 or more of each difficulty', () => {
    const deep = [...ofDifficulty('beginner', 12), ...ofDifficulty('intermediate', 6), ...ofDifficulty('advanced', 6)];
    expect(checkTopicDepth([{ name: 'TRID', slug: 'trid' }], deep)).toEqual([]);
  });
});
