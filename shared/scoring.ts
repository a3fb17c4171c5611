import { SECTIONS, type SectionKey, TOPICS, UNCATEGORIZED } from './topics';

type ScorableQuestion = { id: string; category?: string | undefined; answers: { id: string; isCorrect: boolean }[] };

export type QuestionResult = {
  questionId: string;
  userAnswer: string;
  correctAnswer: string;
  isCorrect: boolean;
  category: string;
  /** False for the exam's pretest items: answered, shown after submission, never counted. */
  scored?: boolean;
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
 * score = correct / total questions × 100 (0 for an empty test). Unscored questions (the exam's
 * pretest items) get a result for the review but count toward nothing.
 */
export function scoreAttempt(
  questions: readonly ScorableQuestion[],
  answers: Readonly<Record<string, string>>,
  unscoredIds: readonly string[] = [],
): Score {
  const questionResults: Record<string, QuestionResult> = {};
  const tallies = new Map<string, CategoryTally>();
  const unscored = new Set(unscoredIds);
  let correct = 0;
  let total = 0;
  for (const question of questions) {
    const userAnswer = answers[question.id] ?? '';
    const correctAnswer = question.answers.find((answer) => answer.isCorrect)?.id ?? '';
    const isCorrect = userAnswer !== '' && userAnswer === correctAnswer;
    const category = question.category?.trim() || UNCATEGORIZED;
    const scored = !unscored.has(question.id);
    questionResults[question.id] = {
      questionId: question.id,
      userAnswer,
      correctAnswer,
      isCorrect,
      category,
      ...(scored ? {} : { scored }),
    };
    if (!scored) continue;
    total++;
    if (isCorrect) correct++;
    const tally = tallies.get(category) ?? { category, correct: 0, total: 0 };
    tally.total++;
    if (isCorrect) tally.correct++;
    tallies.set(category, tally);
  }
  return {
    score: total === 0 ? 0 : (correct / total) * 100,
    correct,
    incorrect: total - correct,
    total,
    questionResults,
    categories: [...tallies.values()],
  };
}

export type SectionScore = { section: SectionKey; name: string; correct: number; total: number; percentage: number };

const SECTION_OF_CATEGORY = new Map<string, SectionKey>(TOPICS.map((topic) => [topic.name, topic.section]));

/** Per exam-outline section: correct of scored questions, for the mock exam's report (sections with no question left out). */
export function sectionScores(questionResults: Readonly<Record<string, QuestionResult>>): SectionScore[] {
  const tallies = new Map<SectionKey, { correct: number; total: number }>();
  for (const result of Object.values(questionResults)) {
    const section = SECTION_OF_CATEGORY.get(result.category);
    if (!section || result.scored === false) continue;
    const tally = tallies.get(section) ?? { correct: 0, total: 0 };
    tally.total++;
    if (result.isCorrect) tally.correct++;
    tallies.set(section, tally);
  }
  return (Object.keys(SECTIONS) as SectionKey[]).flatMap((section) => {
    const tally = tallies.get(section);
    if (!tally) return [];
    return [{ section, name: SECTIONS[section].name, ...tally, percentage: (tally.correct / tally.total) * 100 }];
  });
}

/** Per-category percentages for the results summary, from the per-question (scored) results. */
export function categoryPerformance(
  questionResults: Readonly<Record<string, QuestionResult>>,
): (CategoryTally & { percentage: number })[] {
  const tallies = new Map<string, CategoryTally>();
  for (const result of Object.values(questionResults)) {
    if (result.scored === false) continue;
    const category = result.category || UNCATEGORIZED;
    const tally = tallies.get(category) ?? { category, correct: 0, total: 0 };
    tally.total++;
    if (result.isCorrect) tally.correct++;
    tallies.set(category, tally);
  }
  return [...tallies.values()].map((tally) => ({ ...tally, percentage: (tally.correct / tally.total) * 100 }));
}
