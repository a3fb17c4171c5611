import { ANSWER_IDS, type Question } from '@shared/schemas/question';

export type Random = () => number;

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [copy[index], copy[swap]] = [copy[swap] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Shuffles a question's answers and relabels them a–d, so the correct letter is uniform
 * whatever the source (models put the right answer first far too often).
 */
export function shuffleAnswers<Q extends Question>(question: Q, random: Random = Math.random): Q {
  const answers = shuffled(question.answers, random).map((answer, index) => ({ ...answer, id: ANSWER_IDS[index] ?? answer.id }));
  return { ...question, answers };
}

/** Numbers questions q1, q2, … as the spec's Question shape does, after shuffling. */
export function numberQuestions<Q extends Question>(questions: Q[]): Q[] {
  return questions.map((question, index) => ({ ...question, id: `q${index + 1}` }));
}
