import type { BankQuestion, Difficulty } from '@shared/schemas/question';
import { type SectionKey, TOPICS } from '@shared/topics';
import type { QuestionBank } from '../../content/bank';
import { drawQuestions, type QuestionHistory } from './bank-draw';
import { type Random, shuffled } from './shuffle';

/** What every outline draw needs: the bank, the learner's history, the difficulty to prefer, ids to leave out. */
type DrawSource = {
  bank: QuestionBank;
  difficulty: Difficulty;
  history: QuestionHistory;
  excludeIds?: ReadonlySet<string>;
  random?: Random;
};

const TOPICS_OF_SECTION = (section: SectionKey) => TOPICS.filter((topic) => topic.section === section).map((topic) => topic.name);

/**
 * `count` questions of one section, mixed across its topics: each topic's questions are ranked
 * (never seen, then missed, then longest unseen; then the requested difficulty: see drawQuestions) and the topics take turns in a
 * random order, so a 21-question Ethics block is not 21 questions on one topic.
 */
export function drawFromSection(input: DrawSource & { section: SectionKey; count: number }): BankQuestion[] {
  const random = input.random ?? Math.random;
  const queues = shuffled(TOPICS_OF_SECTION(input.section), random).map((name) =>
    drawQuestions({
      pool: (input.bank.byTopic.get(name) ?? []).filter((question) => !input.excludeIds?.has(question.id)),
      count: Number.POSITIVE_INFINITY,
      difficulty: input.difficulty,
      history: input.history,
      random,
    }),
  );
  const drawn: BankQuestion[] = [];
  // Unseen questions of every topic come before any seen one, then topics take turns.
  for (const wantSeen of [false, true]) {
    let progressed = true;
    while (drawn.length < input.count && progressed) {
      progressed = false;
      for (const queue of queues) {
        const index = queue.findIndex((question) => input.history.has(question.id) === wantSeen);
        if (index < 0 || drawn.length >= input.count) continue;
        drawn.push(...queue.splice(index, 1));
        progressed = true;
      }
    }
  }
  return drawn;
}

/** Questions from several sections with the given counts, shuffled together. */
export function drawByOutline(input: DrawSource & { counts: Partial<Record<SectionKey, number>> }): BankQuestion[] {
  const random = input.random ?? Math.random;
  const drawn = (Object.entries(input.counts) as [SectionKey, number][]).flatMap(([section, count]) =>
    drawFromSection({ ...input, section, count, random }),
  );
  return shuffled(drawn, random);
}
