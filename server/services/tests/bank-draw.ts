import type { BankQuestion, Difficulty } from '@shared/schemas/question';
import type { QuestionBank } from '../../content/bank';
import { type Random, shuffled } from './shuffle';
import { normalise, resolveTopic } from './topic-match';

export type Draw = {
  questions: BankQuestion[];
  /** The bank topics drawn from (for free text, the topics of the questions found). */
  matchedTopics: string[];
  /** What the test is called: the canonical topic or umbrella name, else the learner's words. */
  title: string;
};

/** What a learner has had of one bank question (see question-history.ts). */
export type SeenQuestion = { lastSeenAt: Date; missed: boolean };
export type QuestionHistory = ReadonlyMap<string, SeenQuestion>;
export const NO_HISTORY: QuestionHistory = new Map();

const DIFFICULTY_ORDER: Record<Difficulty, Difficulty[]> = {
  beginner: ['beginner', 'intermediate', 'advanced'],
  intermediate: ['intermediate', 'beginner', 'advanced'],
  advanced: ['advanced', 'intermediate', 'beginner'],
};

/** The questions on a topic: from the topics it names (or its umbrella's), else by words of the question texts. */
export function questionsForTopic(bank: QuestionBank, topic: string): Draw {
  const { title, topics } = resolveTopic(topic);
  if (topics.length) {
    return { questions: topics.flatMap((name) => bank.byTopic.get(name) ?? []), matchedTopics: topics, title };
  }
  const words = normalise(topic)
    .split(' ')
    .filter((word) => word.length > 3);
  if (!words.length) return { questions: [], matchedTopics: [], title };
  const questions = bank.questions.filter((question) => {
    const text = normalise(`${question.text} ${question.explanation}`);
    return words.every((word) => text.includes(word));
  });
  return { questions, matchedTopics: [...new Set(questions.map((question) => question.category))], title };
}

/** 0: never seen; 1: missed the last time it was answered; 2: seen (answered right, or not yet submitted). */
function freshness(seen: SeenQuestion | undefined): number {
  if (!seen) return 0;
  return seen.missed ? 1 : 2;
}

/**
 * Picks `count` questions, freshest first: never seen, then missed, then the rest; within each, the
 * requested difficulty before its neighbours, then the longest since last seen, then at random. So a
 * second test on a topic repeats nothing while unseen questions remain, and a repeat is one worth
 * seeing again.
 */
export function drawQuestions(options: {
  pool: BankQuestion[];
  count: number;
  difficulty: Difficulty;
  history: QuestionHistory;
  random?: Random;
}): BankQuestion[] {
  const { history } = options;
  const order = DIFFICULTY_ORDER[options.difficulty];
  const lastSeen = (question: BankQuestion) => history.get(question.id)?.lastSeenAt.getTime() ?? 0;
  // Shuffled first, then a stable sort: ties stay in random order.
  return shuffled(options.pool, options.random ?? Math.random)
    .sort(
      (a, b) =>
        freshness(history.get(a.id)) - freshness(history.get(b.id)) ||
        order.indexOf(a.difficulty) - order.indexOf(b.difficulty) ||
        lastSeen(a) - lastSeen(b),
    )
    .slice(0, options.count);
}
