import { MSG } from '@shared/messages';
import type { BankQuestion, Question } from '@shared/schemas/question';
import type { GenerateTestRequest } from '@shared/schemas/tests';
import { desc, inArray, or, sql } from 'drizzle-orm';
import { toAiAppError } from '../../ai/errors';
import { buildGenerationPrompt, GENERATION_MAX_TOKENS, GENERATION_TEMPERATURE } from '../../ai/generation-prompts';
import type { OnlineAi } from '../../ai/provider';
import { getBank } from '../../content/bank';
import { trainingContent } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { consumeOrThrow } from '../rate-limits';
import { type Draw, drawQuestions, NO_HISTORY, type QuestionHistory, questionsForTopic } from './bank-draw';
import { parseGeneratedQuestions } from './parse-generated';
import { loadQuestionHistory } from './question-history';
import { numberQuestions, shuffleAnswers } from './shuffle';
import { storeTest } from './store-test';
import { timeLimitFor } from './test-modes';
import { suggestedTopics } from './topic-match';

type Deps = Pick<AppDeps, 'db' | 'ai' | 'limiters' | 'log'>;
type Built = { questions: Question[]; source: 'ai' | 'bank' | 'ai+bank'; bankQuestionIds: string[] };

/** A served bank question keeps its `note` (results link the lesson); its difficulty is the test's business only. */
export const stripBankFields = ({ difficulty: _difficulty, ...question }: BankQuestion): Question => question;

function fromBank(draw: Draw, request: GenerateTestRequest, history: QuestionHistory): Built {
  if (!draw.questions.length) {
    throw new AppError(
      'NOT_FOUND',
      `The offline question bank has no questions on “${request.topic}”. Try one of these topics: ${suggestedTopics().join(', ')}.`,
      { reason: 'generation/unknown-topic' },
    );
  }
  const drawn = drawQuestions({ pool: draw.questions, count: request.numQuestions, difficulty: request.difficulty, history });
  return { questions: drawn.map(stripBankFields), source: 'bank', bankQuestionIds: drawn.map((question) => question.id) };
}

/**
 * Training content on the test's topics: documents filed under a topic it draws from, or whose
 * category contains, or is contained in, what the learner typed (spec §7), newest first.
 */
async function groundingFor(deps: Deps, draw: Draw, typed: string) {
  const lowered = typed.trim().toLowerCase();
  const byTopic = draw.matchedTopics.length ? inArray(trainingContent.category, draw.matchedTopics) : undefined;
  const byWords = sql`position(${lowered} in lower(${trainingContent.category})) > 0 or position(lower(${trainingContent.category}) in ${lowered}) > 0`;
  return deps.db
    .select({ title: trainingContent.title, category: trainingContent.category, content: trainingContent.content })
    .from(trainingContent)
    .where(or(byTopic, byWords))
    .orderBy(desc(trainingContent.updatedAt))
    .limit(4);
}

/** What the model is asked to write on: the test's title, and the bank topics it spans when several. */
function promptTopic(draw: Draw): string {
  return draw.matchedTopics.length > 1 ? `${draw.title} (${draw.matchedTopics.join(', ')})` : draw.title;
}

async function fromModel(
  deps: Deps & { ai: OnlineAi },
  draw: Draw,
  request: GenerateTestRequest,
  history: QuestionHistory,
): Promise<Built> {
  const pool = draw.questions;
  const messages = buildGenerationPrompt({
    ...request,
    topic: promptTopic(draw),
    grounding: await groundingFor(deps, draw, request.topic),
    examples: drawQuestions({ pool, count: 2, difficulty: request.difficulty, history: NO_HISTORY }),
  });
  let reply: string;
  try {
    reply = await deps.ai.complete({
      messages,
      temperature: GENERATION_TEMPERATURE,
      maxTokens: GENERATION_MAX_TOKENS,
      json: true,
    });
  } catch (error) {
    throw toAiAppError(error, deps.log, MSG.generationFailed);
  }
  const { questions, dropped } = parseGeneratedQuestions(reply, draw.title);
  const fromAi = questions.slice(0, request.numQuestions);
  const missing = request.numQuestions - fromAi.length;
  const topUp = missing > 0 ? drawQuestions({ pool, count: missing, difficulty: request.difficulty, history }) : [];
  if (dropped) deps.log.warn({ dropped, kept: fromAi.length, toppedUp: topUp.length }, 'model returned invalid questions');
  if (fromAi.length + topUp.length === 0)
    throw new AppError('UNAVAILABLE', MSG.generationInvalid, { reason: 'generation/no-valid-questions' });
  return {
    // The bank's questions come last, in bankQuestionIds order: item analysis and the learner's
    // history find them by that position (bank-positions.ts).
    questions: [...fromAi, ...topUp.map(stripBankFields)],
    source: topUp.length ? (fromAi.length ? 'ai+bank' : 'bank') : 'ai',
    bankQuestionIds: topUp.map((question) => question.id),
  };
}

/**
 * Builds a practice test for the learner and stores it under the topic's canonical name ("trid" →
 * "TRID"); nothing is saved when generation fails. Bank questions come freshest first for this
 * learner (bank-draw.ts), with a model as without one.
 */
export async function generateTest(
  deps: Deps,
  userId: string,
  request: GenerateTestRequest,
  bank = getBank(),
): Promise<{ testId: string }> {
  await consumeOrThrow(deps.limiters.generationsPerUser, userId, MSG.generationLimit);
  const draw = questionsForTopic(bank, request.topic);
  const history = await loadQuestionHistory(deps.db, userId);
  const built =
    deps.ai.mode === 'openai'
      ? await fromModel({ ...deps, ai: deps.ai }, draw, request, history)
      : fromBank(draw, request, history);
  const questions = numberQuestions(built.questions.map((question) => shuffleAnswers(question)));
  return storeTest(deps, userId, {
    topic: draw.title,
    difficulty: request.difficulty,
    type: 'practice',
    mode: request.mode ?? 'timed',
    timeLimitSeconds: timeLimitFor(request.mode ?? 'timed'),
    source: built.source,
    bankQuestionIds: built.bankQuestionIds,
    questions,
  });
}
