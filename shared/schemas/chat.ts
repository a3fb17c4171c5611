import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '../constants';
import { MSG } from '../messages';

/** What a learner may send Milo: 1–2,000 characters once trimmed (spec §5: no empty or blank message). */
export const chatMessageSchema = z
  .string({ message: MSG.messageRequired })
  .trim()
  .min(1, MSG.messageRequired)
  .max(CHAT_MAX_LENGTH, MSG.messageTooLong);

export const sendChatMessageSchema = z.strictObject({ message: chatMessageSchema });
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

/**
 * The reply stream of one stored learner message. `lastEventId` is added by tRPC's
 * httpSubscriptionLink when it reconnects, so the stream resumes instead of starting over.
 */
export const chatReplySchema = z.strictObject({
  messageId: z.string().min(1).max(64),
  lastEventId: z.string().max(128).nullish(),
});

export type ChatRole = 'system' | 'user' | 'assistant';
export type ChatMessageView = { id: string; role: ChatRole; content: string; createdAt: Date };
