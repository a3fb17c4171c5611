import type { BankQuestion, Difficulty } from '../../shared/schemas/question';
import type { QuestionBank } from '../content/bank';
import { type Random, shuffled } from './shuffle';
import { matchTopics, normalise } from './topic-match';

export type Draw = { questions: BankQuestion[]; matchedTopics: string[] };

const DIFFICULTY_ORDER: Record<Difficulty, Difficulty[]> = {
  beginner: ['beginner', 'intermediate', 'advanced'],
  intermediate: ['intermediate', 'beginner', 'advanced'],
  advanced: ['advanced', 'intermediate', 'beginner'],
};

/** The questions on a topic: by topic name and aliases, else by words of the question texts. */
export function questionsForTopic(bank: QuestionBank, topic: string): Draw {
  const matchedTopics = matchTopics(topic);
  if (matchedTopics.length) {
    return { questions: matchedTopics.flatMap((name) => bank.byTopic.get(name) ?? []), matchedTopics };
  }
  const words = normalise(topic)
    .split(' ')
    .filter((word) => word.length > 3);
  if (!words.length) return { questions: [], matchedTopics };
  const questions = bank.questions.filter((question) => {
    const text = normalise(`${question.text} ${question.explanation}`);
    return words.every((word) => text.includes(word));
  });
  return { questions, matchedTopics: [...new Set(questions.map((question) => question.category))] };
}

/**
 * Picks `count` questions: questions this learner has not seen first, then the requested
 * difficulty before the neighbouring ones, at random within each group.
 */
export function drawQuestions(options: {
  pool: BankQuestion[];
  count: number;
  difficulty: Difficulty;
  seenIds: ReadonlySet<string>;
  excludeIds?: ReadonlySet<string>;
  random?: Random;
}): BankQuestion[] {
  const random = options.random ?? Math.random;
  const available = options.pool.filter((question) => !options.excludeIds?.has(question.id));
  const rank = (question: BankQuestion) =>
    (options.seenIds.has(question.id) ? 10 : 0) + DIFFICULTY_ORDER[options.difficulty].indexOf(question.difficulty);
  const byRank = new Map<number, BankQuestion[]>();
  for (const question of available) {
    const key = rank(question);
    const group = byRank.get(key);
    if (group) group.push(question);
    else byRank.set(key, [question]);
  }
  const ordered = [...byRank.keys()].sort((a, b) => a - b).flatMap((key) => shuffled(byRank.get(key) ?? [], random));
  return ordered.slice(0, options.count);
}
