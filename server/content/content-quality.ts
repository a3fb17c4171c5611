/**
 * Bank-wide quality checks that look across questions: near-duplicates, answer-length tells and
 * per-topic depth. Pure functions over loaded questions, so unit tests can plant each fault.
 */
import { DIFFICULTIES, type Difficulty } from '@shared/schemas/question';

type Answer = { text: string; isCorrect: boolean };
export type QualityQuestion = { id: string; text: string; difficulty: Difficulty; category: string; answers: Answer[] };

/**
 * Jaccard similarity (stem + key content words, numbers collapsed) at or above which two questions are
 * near-duplicates. Calibrated on the 453-question bank of 2026-11-24: 16 of the 22 pairs an expert audit
 * flagged as the same question scored 0.44–0.87, the other six 0.25–0.39 (same rule, reworded scenario;
 * those were rewritten by hand). Pairs on one rule with different facts asked score 0.2–0.35, so 0.4
 * separates "same question twice" from "same rule, another question" without flagging honest coverage.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.4;
/** Highest share of questions whose key is the strictly longest option (a test-wise guess). */
export const MAX_KEY_LONGEST_RATE = 0.25;
/** Highest share of questions whose key is the second-longest option (distractors padded to just pass it). */
export const MAX_KEY_SECOND_LONGEST_RATE = 0.3;
export const MIN_TOPIC_QUESTIONS = 24;
export const MIN_TOPIC_PER_DIFFICULTY = 6;

const STOP_WORDS = new Set(
  'a an the and or of to in on for at by with from as is are was were be been being it its this that these those which who whom what when where why how does do did must may can will would should shall not no any all under than then their there they he she his her you your yours we our if into per such only also more most less same other each'.split(
    ' ',
  ),
);

/** Content words of a text: lower-case, numbers collapsed to '#', stop words dropped. */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\$?\d[\d,.]*%?/g, ' # ')
    .replace(/[^\p{L}#]+/gu, ' ')
    .split(' ')
    .filter((word) => (word.length > 1 && !STOP_WORDS.has(word)) || word === '#');
}

function signature(question: QualityQuestion): Set<string> {
  const key = question.answers.find((answer) => answer.isCorrect)?.text ?? '';
  return new Set(contentWords(`${question.text} ${key}`));
}

/** Jaccard similarity of the stem-plus-key word sets. */
export function questionSimilarity(a: QualityQuestion, b: QualityQuestion): number {
  return jaccard(signature(a), signature(b));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export type NearDuplicate = { a: string; b: string; similarity: number };

/** Every pair across the bank at or above the threshold (an inverted index keeps this near-linear). */
export function findNearDuplicates(questions: readonly QualityQuestion[], threshold = NEAR_DUPLICATE_THRESHOLD): NearDuplicate[] {
  const signatures = questions.map(signature);
  const byWord = new Map<string, number[]>();
  signatures.forEach((words, index) => {
    for (const word of words) {
      if (word === '#') continue;
      const list = byWord.get(word) ?? [];
      list.push(index);
      byWord.set(word, list);
    }
  });
  const pairs: NearDuplicate[] = [];
  signatures.forEach((words, index) => {
    const candidates = new Set<number>();
    for (const word of words) for (const other of byWord.get(word) ?? []) if (other > index) candidates.add(other);
    for (const other of candidates) {
      const otherWords = signatures[other];
      if (!otherWords) continue;
      const similarity = jaccard(words, otherWords);
      const a = questions[index];
      const b = questions[other];
      if (similarity >= threshold && a && b) pairs.push({ a: a.id, b: b.id, similarity });
    }
  });
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

export type LengthTells = { keyLongestRate: number; keySecondLongestRate: number };

/** How often the key is the strictly longest option, and how often it is the second-longest, by characters. */
export function lengthTells(questions: readonly QualityQuestion[]): LengthTells {
  let longest = 0;
  let second = 0;
  for (const question of questions) {
    const key = question.answers.find((answer) => answer.isCorrect);
    if (!key) continue;
    const others = question.answers.filter((answer) => answer !== key).map((answer) => answer.text.length);
    const longer = others.filter((length) => length > key.text.length).length;
    if (longer === 0 && others.every((length) => length < key.text.length)) longest += 1;
    else if (longer === 1) second += 1;
  }
  const total = questions.length || 1;
  return { keyLongestRate: longest / total, keySecondLongestRate: second / total };
}

export function checkLengthTells(tells: LengthTells): string[] {
  const errors: string[] = [];
  const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
  if (tells.keyLongestRate > MAX_KEY_LONGEST_RATE) {
    errors.push(
      `bank: the key is the strictly longest option in ${pct(tells.keyLongestRate)} of questions (max ${pct(MAX_KEY_LONGEST_RATE)})`,
    );
  }
  if (tells.keySecondLongestRate > MAX_KEY_SECOND_LONGEST_RATE) {
    errors.push(
      `bank: the key is the second-longest option in ${pct(tells.keySecondLongestRate)} of questions (max ${pct(MAX_KEY_SECOND_LONGEST_RATE)})`,
    );
  }
  return errors;
}

/** Every topic deep enough to draw two tests without repeats: a minimum in total and per difficulty. */
export function checkTopicDepth(
  topics: readonly { name: string; slug: string }[],
  questions: readonly QualityQuestion[],
): string[] {
  const errors: string[] = [];
  for (const { name, slug } of topics) {
    const ofTopic = questions.filter((question) => question.category === name);
    const where = `${slug}.json (topic "${name}")`;
    if (ofTopic.length < MIN_TOPIC_QUESTIONS) {
      errors.push(`${where}: ${ofTopic.length} questions; at least ${MIN_TOPIC_QUESTIONS} required`);
    }
    for (const difficulty of DIFFICULTIES) {
      const count = ofTopic.filter((question) => question.difficulty === difficulty).length;
      if (count < MIN_TOPIC_PER_DIFFICULTY) {
        errors.push(`${where}: ${count} ${difficulty} questions; at least ${MIN_TOPIC_PER_DIFFICULTY} required`);
      }
    }
  }
  return errors;
}
