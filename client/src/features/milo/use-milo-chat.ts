import { MSG } from '@shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readAppError } from '../../lib/app-error';
import { type RouterOutputs, trpc } from '../../lib/trpc';

export type ChatMessage = RouterOutputs['chat']['history']['messages'][number];
type Subscription = { unsubscribe: () => void };

function failureText(error: unknown): string {
  const { code, message } = readAppError(error, MSG.chatError);
  // The limit and the expiry have their own clear text; everything else is the spec's chat error.
  return code === 'TOO_MANY_REQUESTS' || code === 'BAD_REQUEST' ? message : MSG.chatError;
}

/**
 * Sending to Milo: `send` stores the message, then the `reply` subscription streams the answer
 * (server-sent events). `waiting` is true from send to the end of the reply; `streaming` is the
 * reply so far, null until its first words arrive (the typing indicator shows until then).
 */
export function useMiloChat() {
  const utils = trpc.useUtils();
  const history = trpc.chat.history.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const [waiting, setWaiting] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const subscription = useRef<Subscription | null>(null);

  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const append = useCallback(
    (message: ChatMessage) =>
      utils.chat.history.setData(undefined, (old) => (old ? { ...old, messages: [...old.messages, message] } : old)),
    [utils],
  );

  const finish = useCallback(
    (notice?: string) => {
      subscription.current?.unsubscribe();
      subscription.current = null;
      if (notice) {
        append({ id: `notice-${Date.now()}`, role: 'system', content: notice, createdAt: new Date().toISOString() });
      }
      setStreaming(null);
      setWaiting(false);
    },
    [append],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      setWaiting(true);
      setStreaming(null);
      let sent: ChatMessage;
      try {
        sent = await utils.client.chat.send.mutate({ message: text });
      } catch (error) {
        finish(failureText(error));
        return false;
      }
      append(sent);
      subscription.current = utils.client.chat.reply.subscribe(
        { messageId: sent.id },
        {
          onData: ({ data }) => {
            if (data.type === 'start') setStreaming(null);
            else if (data.type === 'delta') setStreaming((text) => (text ?? '') + data.text);
            else if (data.type === 'done') {
              append(data.message);
              finish();
            } else finish(data.message);
          },
          onError: (error) => finish(failureText(error)),
        },
      );
      return true;
    },
    [utils, append, finish],
  );

  const clear = trpc.chat.clear.useMutation({
    onSuccess: () => utils.chat.history.setData(undefined, (old) => (old ? { ...old, messages: [] } : old)),
  });

  return { history, waiting, streaming, send, clear };
}
