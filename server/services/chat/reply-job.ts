import type { ChatMessageView } from '@shared/schemas/chat';

/** What the reply stream sends: `start` clears any partial text, `delta`s append, then `done` or `error`. */
export type ReplyEvent =
  | { type: 'start' }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessageView }
  | { type: 'error'; message: string };
export type ReplyOutcome = Extract<ReplyEvent, { type: 'done' | 'error' }>;

/**
 * One reply being generated: the text so far and, at the end, its outcome. Any number of
 * streams can follow it from any point, so a reconnecting browser resumes instead of restarting.
 */
export class ReplyJob {
  readonly id: string;
  outcome: ReplyOutcome | null = null;
  private readonly chunks: string[] = [];
  private readonly listeners = new Set<() => void>();
  private resolveSettled = () => {};
  readonly settled = new Promise<void>((resolve) => {
    this.resolveSettled = resolve;
  });

  constructor(id: string) {
    this.id = id;
  }

  get text(): string {
    return this.chunks.join('');
  }

  push(text: string) {
    if (this.outcome || text === '') return;
    this.chunks.push(text);
    this.notify();
  }

  settle(outcome: ReplyOutcome) {
    if (this.outcome) return;
    this.outcome = outcome;
    this.notify();
    this.resolveSettled();
  }

  /** The text after the first `start` chunks, as it arrives (batched), until the outcome or the signal. */
  async *chunksFrom(start: number, signal?: AbortSignal): AsyncGenerator<{ text: string; delivered: number }> {
    let index = Math.min(start, this.chunks.length);
    while (!signal?.aborted) {
      if (index < this.chunks.length) {
        const text = this.chunks.slice(index).join('');
        index = this.chunks.length;
        yield { text, delivered: index };
        continue;
      }
      if (this.outcome) return;
      await this.changed(signal);
    }
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  private changed(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.listeners.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.listeners.add(done);
      signal?.addEventListener('abort', done);
    });
  }
}
