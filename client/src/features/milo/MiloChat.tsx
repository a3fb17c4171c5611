import { MSG } from '@shared/messages';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { ChatInput } from './ChatInput';
import { MiloMessage, TypingIndicator } from './MiloMessage';
import { MiloWelcome } from './MiloWelcome';
import { useMiloChat } from './use-milo-chat';

/** Milo's conversation inside the dashboard's 'Chat with Milo' panel. */
export function MiloChat() {
  const { history, waiting, streaming, send, clear } = useMiloChat();
  const log = useRef<HTMLDivElement>(null);
  const messages = history.data?.messages;

  // Keep the newest words in view as they arrive.
  useEffect(() => {
    if (log.current && (messages || streaming !== null || waiting)) log.current.scrollTop = log.current.scrollHeight;
  }, [messages, streaming, waiting]);

  if (history.isLoading) return <Spinner label="Loading your conversation" />;
  if (!history.data) return <p className="alert-error">{errorMessage(history.error, MSG.historyFailed)}</p>;

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={log}
        role="log"
        aria-label="Conversation with Milo"
        aria-busy={waiting}
        className="flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-lg bg-white p-1"
      >
        <MiloWelcome welcome={history.data.welcome} />
        {history.data.messages.map((message) => (
          <MiloMessage key={message.id} author={message.role} content={message.content} />
        ))}
        {waiting && streaming !== null && streaming !== '' && <MiloMessage author="assistant" content={streaming} />}
      </div>
      {waiting && !streaming && <TypingIndicator />}
      <ChatInput disabled={waiting} onSend={send} />
      <div className="flex items-center justify-between gap-2 text-sm">
        {clear.error ? <p className="text-red-700">{MSG.clearFailed}</p> : <span />}
        <button
          type="button"
          className="btn-ghost"
          disabled={waiting || clear.isPending || history.data.messages.length === 0}
          onClick={() => clear.mutate()}
        >
          {MSG.newConversation}
        </button>
      </div>
    </div>
  );
}
