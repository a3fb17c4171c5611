import { desc, eq, sql } from 'drizzle-orm';
import { MSG } from '../../shared/messages';
import type { BankQuestion, Question } from '../../shared/schemas/question';
import type { GenerateTestRequest } from '../../shared/schemas/tests';
import { toAiAppError } from '../ai/errors';
import { buildGenerationPrompt, GENERATION_MAX_TOKENS, GENERATION_TEMPERATURE } from '../ai/generation-prompts';
import type { OnlineAi } from '../ai/provider';
import { getBank, type QuestionBank } from '../content/bank';
import { tests, trainingContent } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { drawQuestions, questionsForTopic } from './bank-draw';
import { randomId } from './ids';
import { parseGeneratedQuestions } from './parse-generated';
import { consumeOrThrow } from './rate-limits';
import { numberQuestions, shuffleAnswers } from './shuffle';
import { suggestedTopics } from './topic-match';

type Deps = Pick<AppDeps, 'db' | 'ai' | 'limiters' | 'log'>;
type Built = { questions: Question[]; source: 'ai' | 'bank' | 'ai+bank'; bankQuestionIds: string[] };

/** Bank questions this learner has already had, so offline draws prefer new ones. */
export async function seenBankIds(deps: Pick<Deps, 'db'>, userId: string): Promise<Set<string>> {
  const rows = await deps.db
    .select({ ids: tests.bankQuestionIds })
    .from(tests)
    .where(eq(tests.userId, userId))
    .orderBy(desc(tests.createdAt))
    .limit(200);
  return new Set(rows.flatMap((row) => row.ids));
}

export const stripBankFields = ({ difficulty: _difficulty, ...question }: BankQuestion): Question => question;

function fromBank(bank: QuestionBank, request: GenerateTestRequest, seen: Set<string>): Built {
  const { questions: pool } = questionsForTopic(bank, request.topic);
  if (!pool.length) {
    throw new AppError(
      'NOT_FOUND',
      `The offline question bank has no questions on “${request.topic}”. Try one of these topics: ${suggestedTopics().join(', ')}.`,
      { reason: 'generation/unknown-topic' },
    );
  }
  const drawn = drawQuestions({ pool, count: request.numQuestions, difficulty: request.difficulty, seenIds: seen });
  return { questions: drawn.map(stripBankFields), source: 'bank', bankQuestionIds: drawn.map((question) => question.id) };
}

/** Training content whose category contains, or is contained in, the topic (spec §7). */
async function groundingFor(deps: Deps, topic: string) {
  const lowered = topic.toLowerCase();
  return deps.db
    .select({ title: trainingContent.title, category: trainingContent.category, content: trainingContent.content })
    .from(trainingContent)
    .where(
      sql`position(${lowered} in lower(${trainingContent.category})) > 0 or position(lower(${trainingContent.category}) in ${lowered}) > 0`,
    )
    .orderBy(desc(trainingContent.updatedAt))
    .limit(4);
}

async function fromModel(
  deps: Deps & { ai: OnlineAi },
  bank: QuestionBank,
  request: GenerateTestRequest,
  seen: Set<string>,
): Promise<Built> {
  const { questions: pool } = questionsForTopic(bank, request.topic);
  const messages = buildGenerationPrompt({
    ...request,
    grounding: await groundingFor(deps, request.topic),
    examples: drawQuestions({ pool, count: 2, difficulty: request.difficulty, seenIds: new Set() }),
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
  const { questions, dropped } = parseGeneratedQuestions(reply, request.topic);
  const fromAi = questions.slice(0, request.numQuestions);
  const missing = request.numQuestions - fromAi.length;
  const topUp = missing > 0 ? drawQuestions({ pool, count: missing, difficulty: request.difficulty, seenIds: seen }) : [];
  if (dropped) deps.log.warn({ dropped, kept: fromAi.length, toppedUp: topUp.length }, 'model returned invalid questions');
  if (fromAi.length + topUp.length === 0)
    throw new AppError('UNAVAILABLE', MSG.generationInvalid, { reason: 'generation/no-valid-questions' });
  return {
    questions: [...fromAi, ...topUp.map(stripBankFields)],
    source: topUp.length ? (fromAi.length ? 'ai+bank' : 'bank') : 'ai',
    bankQuestionIds: topUp.map((question) => question.id),
  };
}

/** Builds a practice test for the learner and stores it; nothing is saved when generation fails. */
export async function generateTest(
  deps: Deps,
  userId: string,
  request: GenerateTestRequest,
  bank = getBank(),
): Promise<{ testId: string }> {
  await consumeOrThrow(deps.limiters.generationsPerUser, userId, MSG.generationLimit);
  const seen = await seenBankIds(deps, userId);
  const built =
    deps.ai.mode === 'openai' ? await fromModel({ ...deps, ai: deps.ai }, bank, request, seen) : fromBank(bank, request, seen);
  const questions = numberQuestions(built.questions.map((question) => shuffleAnswers(question)));
  const testId = randomId();
  await deps.db.insert(tests).values({
    id: testId,
    userId,
    topic: request.topic,
    difficulty: request.difficulty,
    numQuestions: questions.length,
    type: 'practice',
    source: built.source,
    bankQuestionIds: built.bankQuestionIds,
    questions,
  });
  deps.log.info({ event: 'test.generated', userId, testId, source: built.source, count: questions.length }, 'test generated');
  return { testId };
}
