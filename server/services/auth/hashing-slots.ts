import os from 'node:os';

/**
 * At most `slots` tasks at a time; the rest wait in order. Password hashing (argon2id, ~19 MiB, tens
 * of milliseconds of CPU) runs on libuv's thread pool, four threads by default: on a 2-core machine
 * four hashes at once take every core from the event loop, and every signed-in request waits.
 */
export function createSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter (running stays the same), or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    running: () => running,
    waiting: () => waiting.length,
  };
}

/** Half the cores (at least one): the other half stays with the event loop and the database. */
export const HASHING_SLOTS = Math.max(1, Math.floor(os.availableParallelism() / 2));
