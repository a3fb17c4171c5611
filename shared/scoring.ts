import { UNCATEGORIZED } from './topics';

type ScorableQuestion = { id: string; category?: string | undefined; answers: { id: string; isCorrect: boolean }[] };

export type QuestionResult = {
  questionId: string;
  userAnswer: string;
  correctAnswer: string;
  isCorrect: boolean;
  category: string;
};
export type CategoryTally = { category: string; correct: number; total: number };
export type Score = {
  score: number;
  correct: number;
  incorrect: number;
  total: number;
  questionResults: Record<string, QuestionResult>;
  categories: CategoryTally[];
};

/**
 * Spec §5: unanswered questions count as incorrect with an empty answer;
 * score = correct / total questions × 100 (0 for an empty test).
 */
export function scoreAttempt(questions: readonly ScorableQuestion[], answers: Readonly<Record<string, string>>): Score {
  const questionResults: Record<string, QuestionResult> = {};
  const tallies = new Map<string, CategoryTally>();
  let correct = 0;
  for (const question of questions) {
    const userAnswer = answers[question.id] ?? '';
    const correctAnswer = question.answers.find((answer) => answer.isCorrect)?.id ?? '';
    const isCorrect = userAnswer !== '' && userAnswer === correctAnswer;
    const category = question.category?.trim() || UNCATEGORIZED;
    questionResults[question.id] = { questionId: question.id, userAnswer, correctAnswer, isCorrect, category };
    if (isCorrect) correct++;
    const tally = tallies.get(category) ?? { category, correct: 0, total: 0 };
    tally.total++;
    if (isCorrect) tally.correct++;
    tallies.set(category, tally);
  }
  const total = questions.length;
  return {
    score: total === 0 ? 0 : (correct / total) * 100,
    correct,
    incorrect: total - correct,
    total,
    questionResults,
    categories: [...tallies.values()],
  };
}

/** Per-category percentages for the results summary, from the per-question results. */
export function categoryPerformance(
  questionResults: Readonly<Record<string, QuestionResult>>,
): (CategoryTally & { percentage: number })[] {
  const tallies = new Map<string, CategoryTally>();
  for (const result of Object.values(questionResults)) {
    const category = result.category || UNCATEGORIZED;
    const tally = tallies.get(category) ?? { category, correct: 0, total: 0 };
    tally.total++;
    if (result.isCorrect) tally.correct++;
    tallies.set(category, tally);
  }
  return [...tallies.values()].map((tally) => ({ ...tally, percentage: (tally.correct / tally.total) * 100 }));
}
