import type { Difficulty, Question } from '@shared/schemas/question';
import type { QuestionResult } from '@shared/scoring';
import type { Db } from '../../server/db/client';
import { attempts, resultCategories, results, tests } from '../../server/db/schema';
import { randomId } from '../../server/services/ids';

/** One question of a seeded result: its category and whether the learner got it right. */
export type SeedAnswer = { category: string; correct: boolean };

export type SeedResultSpec = {
  answers: readonly SeedAnswer[];
  createdAt: Date;
  topic?: string;
  difficulty?: Difficulty;
  timeSpent?: number;
};

/** `correct` right answers out of `total`, the categories taken in turn. */
export function answersFor(correct: number, total: number, categories: readonly string[] = ['RESPA']): SeedAnswer[] {
  return Array.from({ length: total }, (_, index) => ({
    category: categories[index % categories.length] ?? 'Uncategorized',
    correct: index < correct,
  }));
}

function questionFor(index: number, category: string): Question {
  const id = `q${index + 1}`;
  return {
    id,
    text: `Question ${index + 1} about ${category}: which of the following best describes the rule a loan originator must follow here?`,
    category,
    answers: (['a', 'b', 'c', 'd'] as const).map((answerId) => ({
      id: answerId,
      text: `Answer ${answerId.toUpperCase()} for ${category} question ${index + 1}`,
      isCorrect: answerId === 'a',
    })),
    explanation: `The correct answer is A. ${category} requires this of every mortgage loan originator; the other choices describe rules that do not apply in this situation or misstate the timing.`,
  };
}

/** Every row one submitted test writes: a test, its attempt, the result and its per-category tallies. */
function rowsFor(userId: string, spec: SeedResultSpec) {
  const topic = spec.topic ?? 'RESPA';
  const difficulty = spec.difficulty ?? 'intermediate';
  const total = spec.answers.length;
  const questions = spec.answers.map((answer, index) => questionFor(index, answer.category));
  const userAnswers: Record<string, string> = {};
  const questionResults: Record<string, QuestionResult> = {};
  const tallies = new Map<string, { correct: number; total: number }>();
  spec.answers.forEach((answer, index) => {
    const questionId = `q${index + 1}`;
    const userAnswer = answer.correct ? 'a' : 'b';
    userAnswers[questionId] = userAnswer;
    questionResults[questionId] = {
      questionId,
      userAnswer,
      correctAnswer: 'a',
      isCorrect: answer.correct,
      category: answer.category,
    };
    const tally = tallies.get(answer.category) ?? { correct: 0, total: 0 };
    tally.total += 1;
    if (answer.correct) tally.correct += 1;
    tallies.set(answer.category, tally);
  });
  const correct = spec.answers.filter((answer) => answer.correct).length;
  const timeSpent = spec.timeSpent ?? 60 * total;
  const endTime = spec.createdAt;
  const startTime = new Date(endTime.getTime() - timeSpent * 1000);
  const ids = { test: randomId(), attempt: randomId(), result: randomId() };
  return {
    id: ids.result,
    test: {
      id: ids.test,
      userId,
      topic,
      difficulty,
      numQuestions: total,
      source: 'bank' as const,
      questions,
      createdAt: startTime,
    },
    attempt: {
      id: ids.attempt,
      testId: ids.test,
      userId,
      answers: userAnswers,
      startedAt: startTime,
      deadline: new Date(startTime.getTime() + 3600_000),
      submittedAt: endTime,
    },
    result: {
      id: ids.result,
      userId,
      testId: ids.test,
      attemptId: ids.attempt,
      topic,
      difficulty,
      score: total === 0 ? 0 : (correct / total) * 100,
      correct,
      incorrect: total - correct,
      total,
      timeSpent,
      startTime,
      endTime,
      questionResults,
      userAnswers,
      testSnapshot: { questions, topic, difficulty, numQuestions: total },
      createdAt: endTime,
    },
    categories: [...tallies].map(([category, tally]) => ({ resultId: ids.result, userId, category, ...tally })),
  };
}

/**
 * Inserts submitted results with multi-row inserts, `batchSize` results per statement (well under
 * PostgreSQL's 65,535 bind parameters). Returns the result ids in the order of `specs`.
 */
export async function seedResults(db: Db, userId: string, specs: readonly SeedResultSpec[], batchSize = 250): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < specs.length; start += batchSize) {
    const batch = specs.slice(start, start + batchSize).map((spec) => rowsFor(userId, spec));
    await db.insert(tests).values(batch.map((rows) => rows.test));
    await db.insert(attempts).values(batch.map((rows) => rows.attempt));
    await db.insert(results).values(batch.map((rows) => rows.result));
    await db.insert(resultCategories).values(batch.flatMap((rows) => rows.categories));
    ids.push(...batch.map((rows) => rows.id));
  }
  return ids;
}

/** A small seeded PRNG (mulberry32), so generated histories are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` results of `questions` questions one minute apart, ending at `end`: each on one of
 * `topics`, its questions spread over two or three categories, right answers at random.
 */
export function generateResultSpecs(options: {
  count: number;
  topics: readonly string[];
  questions?: number;
  end?: Date;
  seed?: number;
}): SeedResultSpec[] {
  const random = seededRandom(options.seed ?? 1);
  const questions = options.questions ?? 10;
  const end = (options.end ?? new Date()).getTime();
  const pick = () => options.topics[Math.floor(random() * options.topics.length)] ?? 'RESPA';
  const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
  return Array.from({ length: options.count }, (_, index) => {
    const topic = pick();
    const categories = [topic, pick(), ...(random() < 0.5 ? [pick()] : [])];
    const answers = Array.from({ length: questions }, (_, q) => ({
      category: categories[q % categories.length] ?? topic,
      correct: random() < 0.75,
    }));
    return {
      answers,
      topic,
      difficulty: difficulties[index % difficulties.length],
      timeSpent: 120 + Math.floor(random() * 1200),
      createdAt: new Date(end - (options.count - index) * 60_000),
    };
  });
}
