import { MSG } from '@shared/messages';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';

const WEAK_ADVICE_OPENING = MSG.offlineWeakAdvice('', '').slice(0, 30);

import type { ChatMessageView } from '@shared/schemas/chat';
import { toAiAppError } from '../../ai/errors';
import { buildMiloMessages, MILO_PARAMS } from '../../ai/milo-prompts';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { searchMaterials, searchSections } from '../content/retrieval';
import { randomId } from '../ids';
import { consumeOrThrow } from '../rate-limits';
import { type CategoryScore, getLearnerContext, weakCategories } from './learner-context';
import { offlineAnswer, sourcesBlock } from './offline-answer';
import { type ReplyEvent, ReplyJob } from './reply-job';

export const HISTORY_LIMIT = 100;
const PROMPT_HISTORY_MESSAGES = 20;
/** A reply is generated only shortly after its message was sent; later, the learner sends it again. */
export const REPLY_WINDOW_MS = 10 * 60_000;
const REPLY_TIMEOUT_MS = 90_000;

type ChatDeps = Pick<AppDeps, 'db' | 'ai' | 'log' | 'limiters'>;
type Learner = { id: string; displayName: string };

const messageColumns = {
  id: chatMessages.id,
  role: chatMessages.role,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
};

export type MiloWelcome = { name: string; testsConsidered: number; weak: CategoryScore[]; practiceTopic: string | null };

/** The stored conversation, oldest first, and the welcome built from the learner's 3 latest tests. */
export async function getConversation(db: Db, learner: Learner) {
  const [rows, context] = await Promise.all([
    db
      .select(messageColumns)
      .from(chatMessages)
      .where(eq(chatMessages.userId, learner.id))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_LIMIT),
    getLearnerContext(db, learner.id),
  ]);
  const welcome: MiloWelcome = {
    name: learner.displayName,
    testsConsidered: context.recentTests.length,
    weak: weakCategories(context),
    practiceTopic: context.recentCategories[0]?.category ?? null,
  };
  return { messages: rows.reverse(), welcome };
}

/** Step one: store the learner's message (a CSRF-guarded POST) and count it against the hourly limit. */
export async function sendMessage(deps: ChatDeps, userId: string, message: string): Promise<ChatMessageView> {
  await consumeOrThrow(deps.limiters.chatMessagesPerUser, userId, MSG.chatLimit);
  const [row] = await deps.db
    .insert(chatMessages)
    .values({ id: randomId(), userId, role: 'user', content: message })
    .returning(messageColumns);
  if (!row) throw new AppError('INTERNAL', MSG.chatError);
  return row;
}

export async function clearConversation(db: Db, userId: string) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
  return { ok: true as const };
}

/** The reply's id is derived from the message's, so a message gets at most one stored reply. */
export function replyIdFor(messageId: string): string {
  return `${messageId}-reply`;
}

/** Replies being generated in this process, by reply id: a reconnect follows the same generation. */
const jobs = new Map<string, ReplyJob>();

export type StreamEvent = { id: string; event: ReplyEvent };

/**
 * Step two: the reply to a stored message, as events. A stored reply is replayed; a reply being
 * generated is followed (from `lastEventId` after a reconnect); otherwise generation starts. The
 * generation does not depend on the connection, so a dropped stream never pays for a second one.
 */
export async function openReplyStream(
  deps: ChatDeps,
  input: { learner: Learner; messageId: string; lastEventId?: string | null | undefined; signal?: AbortSignal | undefined },
): Promise<AsyncIterable<StreamEvent>> {
  const { db } = deps;
  const [message] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, input.messageId), eq(chatMessages.userId, input.learner.id), eq(chatMessages.role, 'user')));
  if (!message) throw new AppError('NOT_FOUND', MSG.chatError, { reason: 'chat/message-not-found' });
  const replyId = replyIdFor(message.id);
  let job = jobs.get(replyId);
  if (!job) {
    const stored = await findMessage(db, input.learner.id, replyId);
    if (stored) return replay(replyId, stored);
    if (Date.now() - message.createdAt.getTime() > REPLY_WINDOW_MS) {
      throw new AppError('BAD_INPUT', MSG.messageExpired, { reason: 'chat/message-expired' });
    }
    job = jobs.get(replyId) ?? startJob(deps, { learner: input.learner, message, replyId });
  }
  return follow(job, input.lastEventId ?? null, input.signal);
}

async function* replay(replyId: string, message: ChatMessageView): AsyncGenerator<StreamEvent> {
  yield { id: `${replyId}:stored`, event: { type: 'done', message } };
}

/** Event ids are `<job>:<chunks delivered>`, so a reconnect with the last id resumes where it stopped. */
async function* follow(job: ReplyJob, lastEventId: string | null, signal?: AbortSignal): AsyncGenerator<StreamEvent> {
  const [jobId, delivered] = (lastEventId ?? '').split(':');
  let index = jobId === job.id && /^\d+$/.test(delivered ?? '') ? Number(delivered) : -1;
  if (index < 0) {
    index = 0;
    yield { id: `${job.id}:0`, event: { type: 'start' } };
  }
  for await (const { text, delivered: count } of job.chunksFrom(index, signal)) {
    yield { id: `${job.id}:${count}`, event: { type: 'delta', text } };
  }
  if (job.outcome && !signal?.aborted) yield { id: `${job.id}:end`, event: job.outcome };
}

function startJob(deps: ChatDeps, input: { learner: Learner; message: ChatMessageView; replyId: string }): ReplyJob {
  const job = new ReplyJob(randomId(5));
  jobs.set(input.replyId, job);
  void generateReply(deps, job, input).finally(() => jobs.delete(input.replyId));
  return job;
}

async function generateReply(
  deps: ChatDeps,
  job: ReplyJob,
  input: { learner: Learner; message: ChatMessageView; replyId: string },
) {
  const { db, ai } = deps;
  const { learner, message } = input;
  try {
    const [context, conversation] = await Promise.all([
      getLearnerContext(db, learner.id),
      promptConversation(db, learner.id, message.id),
    ]);
    if (ai.mode === 'openai') {
      const materials = await searchMaterials(db, message.content);
      const messages = buildMiloMessages({ name: learner.displayName, context, materials, conversation });
      const signal = AbortSignal.timeout(REPLY_TIMEOUT_MS);
      for await (const text of ai.stream({ messages, ...MILO_PARAMS, signal })) job.push(text);
      if (materials.length > 0) job.push(`\n\n${sourcesBlock(materials)}`);
    } else {
      // The weak-category reminder once per conversation, not in every reply.
      const reminded = conversation.some((turn) => turn.role === 'assistant' && turn.content.includes(WEAK_ADVICE_OPENING));
      const hits = await searchSections(db, message.content);
      job.push(offlineAnswer({ question: message.content, hits, weak: reminded ? [] : weakCategories(context) }));
    }
    job.settle({ type: 'done', message: await storeReply(db, { userId: learner.id, replyOf: message.id, content: job.text }) });
  } catch (error) {
    job.settle({ type: 'error', message: toAiAppError(error, deps.log, MSG.chatError).message });
  }
}

/** The conversation up to the message being answered; system notices are the client's, not the model's. */
async function promptConversation(db: Db, userId: string, messageId: string) {
  // Compared in SQL: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
  const until = sql`(select ${chatMessages.createdAt} from ${chatMessages} where ${chatMessages.id} = ${messageId})`;
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), lte(chatMessages.createdAt, until), ne(chatMessages.role, 'system')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(PROMPT_HISTORY_MESSAGES);
  return rows.reverse().map((row) => ({ role: row.role, content: row.content }));
}

async function findMessage(db: Db, userId: string, id: string): Promise<ChatMessageView | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)));
  return row;
}

async function storeReply(db: Db, input: { userId: string; replyOf: string; content: string }): Promise<ChatMessageView> {
  const id = replyIdFor(input.replyOf);
  // "New conversation" while the reply was being written: show it, but keep the cleared history clear.
  if (!(await findMessage(db, input.userId, input.replyOf))) {
    return { id, role: 'assistant', content: input.content, createdAt: new Date() };
  }
  const [row] = await db
    .insert(chatMessages)
    .values({ id, userId: input.userId, role: 'assistant', content: input.content })
    .onConflictDoNothing()
    .returning(messageColumns);
  return row ?? ((await findMessage(db, input.userId, id)) as ChatMessageView);
}

/** For tests: resolves once no reply is being generated in this process. */
export async function settledReplies(): Promise<void> {
  await Promise.all([...jobs.values()].map((job) => job.settled));
}
