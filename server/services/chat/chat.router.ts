import { chatReplySchema, sendChatMessageSchema } from '@shared/schemas/chat';
import { tracked } from '@trpc/server';
import { protectedProcedure, router } from '../../trpc';
import * as chat from './chat';

/**
 * Milo. Sending is two steps: `send` (a POST, so the CSRF guard applies) stores the message and
 * returns its id; `reply` (a GET over server-sent events) streams the answer to that id. The SSE
 * GET is outside the POST-only guard: the session cookie is SameSite=Lax, so other sites' fetches
 * and embeds carry no cookie, and a cross-site top-level navigation could at most replay the reply
 * to one of the learner's own messages, whose 160-bit id it cannot know. Nothing is written by a GET
 * except that reply, once; the message text never appears in a URL or an access log.
 */
export const chatRouter = router({
  history: protectedProcedure.query(({ ctx }) => chat.getConversation(ctx.db, ctx.user)),
  send: protectedProcedure
    .input(sendChatMessageSchema)
    .mutation(({ ctx, input }) => chat.sendMessage(ctx, ctx.user.id, input.message)),
  reply: protectedProcedure.input(chatReplySchema).subscription(async ({ ctx, input, signal }) => {
    const events = await chat.openReplyStream(ctx, {
      learner: ctx.user,
      messageId: input.messageId,
      lastEventId: input.lastEventId,
      signal: ctx.stopping && signal ? AbortSignal.any([signal, ctx.stopping]) : (signal ?? ctx.stopping),
    });
    return (async function* () {
      for await (const { id, event } of events) yield tracked(id, event);
    })();
  }),
  clear: protectedProcedure.mutation(({ ctx }) => chat.clearConversation(ctx.db, ctx.user.id)),
});
