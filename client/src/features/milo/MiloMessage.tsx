import type { ReactNode } from 'react';
import { RichText } from './RichText';

type Role = 'system' | 'user' | 'assistant';

/** One bubble: the learner's on the right, Milo's on the left, system notices as alerts. */
export function MiloMessage({ author, content, children }: { author: Role; content: string; children?: ReactNode }) {
  if (author === 'system') {
    return (
      <div className="alert-error" role="alert">
        {content}
      </div>
    );
  }
  const mine = author === 'user';
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm border border-slate-200 bg-slate-50 text-slate-900'
        }`}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Milo said:'}</p>
        {mine ? <p className="whitespace-pre-wrap break-words">{content}</p> : <RichText text={content} />}
        {children}
      </div>
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className="flex justify-start" role="status">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border border-slate-200 bg-slate-50 px-4 py-3">
        <span className="sr-only">Milo is typing…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="h-2 w-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
