import { EXAM, sectionCounts } from '@shared/exam';
import { MSG } from '@shared/messages';
import type { Difficulty } from '@shared/schemas/question';
import type { TestMode } from '@shared/schemas/tests';
import { SECTIONS, type SectionKey } from '@shared/topics';
import { getBank, type QuestionBank } from '../../content/bank';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { consumeOrThrow } from '../rate-limits';
import { stripBankFields } from './generate-test';
import { drawByOutline } from './outline-draw';
import { loadQuestionHistory } from './question-history';
import { numberQuestions, shuffleAnswers, shuffled } from './shuffle';
import { storeTest } from './store-test';
import { timeLimitFor } from './test-modes';

type Deps = Pick<AppDeps, 'db' | 'limiters' | 'log'>;

export const ALL_TOPICS_TITLE = 'All topics';
export const EXAM_TITLE = 'Full SAFE MLO mock exam';

/**
 * Tests drawn by the exam outline are always taken from the audited bank, with or without a model:
 * a mock exam must be exactly as trustworthy as the real one is strict.
 */
async function storeBankTest(
  deps: Deps,
  userId: string,
  input: {
    drawn: ReturnType<typeof drawByOutline>;
    unscoredBankIds?: ReadonlySet<string>;
    topic: string;
    difficulty: Difficulty;
    type: 'practice' | 'exam';
    mode?: TestMode;
    scope: 'all' | 'section';
    section: SectionKey | null;
    timeLimitSeconds: number;
    wanted: number;
  },
) {
  if (input.drawn.length < input.wanted) {
    throw new AppError('UNAVAILABLE', MSG.bankTooSmall, { reason: 'generation/bank-too-small' });
  }
  const questions = numberQuestions(input.drawn.map((question) => shuffleAnswers(stripBankFields(question))));
  const unscoredIds = questions.filter((_, index) => input.unscoredBankIds?.has(input.drawn[index]?.id ?? '')).map((q) => q.id);
  return storeTest(deps, userId, {
    topic: input.topic,
    difficulty: input.difficulty,
    type: input.type,
    mode: input.mode ?? 'timed',
    scope: input.scope,
    section: input.section,
    timeLimitSeconds: input.timeLimitSeconds,
    unscoredIds,
    source: 'bank',
    bankQuestionIds: input.drawn.map((question) => question.id),
    questions,
  });
}

/** A practice test across every topic (by the outline's section weights) or across one section. */
export async function createMixedTest(
  deps: Deps,
  userId: string,
  input: {
    scope: 'all' | 'section';
    section?: SectionKey | undefined;
    numQuestions: number;
    difficulty: Difficulty;
    mode?: TestMode | undefined;
  },
  bank: QuestionBank = getBank(),
) {
  await consumeOrThrow(deps.limiters.generationsPerUser, userId, MSG.generationLimit);
  const section = input.scope === 'section' ? (input.section ?? null) : null;
  const counts = section ? { [section]: input.numQuestions } : sectionCounts(input.numQuestions);
  const drawn = drawByOutline({
    bank,
    counts,
    difficulty: input.difficulty,
    history: await loadQuestionHistory(deps.db, userId),
  });
  return storeBankTest(deps, userId, {
    drawn,
    topic: section ? SECTIONS[section].name : ALL_TOPICS_TITLE,
    difficulty: input.difficulty,
    type: 'practice',
    mode: input.mode ?? 'timed',
    scope: input.scope,
    section,
    timeLimitSeconds: timeLimitFor(input.mode ?? 'timed'),
    wanted: input.numQuestions,
  });
}

/**
 * The full mock exam: 115 scored questions by the outline (27/13/23/31/21) and 5 unscored pretest
 * items, one per section, shuffled together so nothing tells them apart; 190 minutes; no pause.
 */
export async function createExam(deps: Deps, userId: string, bank: QuestionBank = getBank()) {
  await consumeOrThrow(deps.limiters.generationsPerUser, userId, MSG.generationLimit);
  const history = await loadQuestionHistory(deps.db, userId);
  const difficulty = 'intermediate';
  const scored = drawByOutline({ bank, counts: sectionCounts(EXAM.scored), difficulty, history });
  const taken = new Set(scored.map((question) => question.id));
  const pretest = drawByOutline({ bank, counts: sectionCounts(EXAM.pretest), difficulty, history, excludeIds: taken });
  return storeBankTest(deps, userId, {
    drawn: shuffled([...scored, ...pretest]),
    unscoredBankIds: new Set(pretest.map((question) => question.id)),
    topic: EXAM_TITLE,
    difficulty,
    type: 'exam',
    scope: 'all',
    section: null,
    timeLimitSeconds: EXAM.timeLimitSeconds,
    wanted: EXAM.questions,
  });
}
