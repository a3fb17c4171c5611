import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryPerformance, scoreAttempt } from './scoring';

const q = (id: string, key: string, category?: string) => ({
  id,
  category,
  answers: ['a', 'b', 'c', 'd'].map((answer) => ({ id: answer, isCorrect: answer === key })),
});

describe('scoreAttempt', () => {
  it('scores correct / total × 100, unanswered as incorrect with an empty answer', () => {
    const result = scoreAttempt([q('q1', 'a', 'RESPA'), q('q2', 'b', 'RESPA'), q('q3', 'c')], { q1: 'a', q2: 'c' });
    expect(result).toMatchObject({ correct: 1, incorrect: 2, total: 3 });
    expect(result.score).toBeCloseTo(33.333, 2);
    expect(result.questionResults.q3).toEqual({
      questionId: 'q3',
      userAnswer: '',
      correctAnswer: 'c',
      isCorrect: false,
      category: 'Uncategorized',
    });
    expect(result.categories).toEqual([
      { category: 'RESPA', correct: 1, total: 2 },
      { category: 'Uncategorized', correct: 0, total: 1 },
    ]);
  });

  it('gives 0 for an empty test and ignores answers to unknown questions', () => {
    expect(scoreAttempt([], { q9: 'a' })).toMatchObject({ score: 0, correct: 0, incorrect: 0, total: 0 });
  });

  it('holds its invariants for any answers', () => {
    const questions = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(questions, fc.array(fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'x')), { maxLength: 20 }), (keys, picks) => {
        const test = keys.map((key, index) => q(`q${index + 1}`, key, index % 2 ? 'TILA' : 'RESPA'));
        const answers = Object.fromEntries(picks.flatMap((pick, index) => (pick ? [[`q${index + 1}`, pick]] : [])));
        const result = scoreAttempt(test, answers);
        expect(result.correct + result.incorrect).toBe(result.total);
        expect(result.total).toBe(keys.length);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.score).toBeCloseTo((result.correct / result.total) * 100, 10);
        const expectedCorrect = keys.filter((key, index) => answers[`q${index + 1}`] === key).length;
        expect(result.correct).toBe(expectedCorrect);
        expect(result.categories.reduce((sum, tally) => sum + tally.total, 0)).toBe(result.total);
        expect(categoryPerformance(result.questionResults).reduce((sum, tally) => sum + tally.correct, 0)).toBe(result.correct);
      }),
    );
  });
});
