import { MSG } from '@shared/messages';
import { AI_MAX_RETRIES, AI_TIMEOUT_MS } from './config';
import { AppError } from './errors';

/**
 * How long a request may take before the learner is told to try again. Our queries answer in
 * milliseconds; this bounds a request the database driver might never settle (postgres.js 3.4.9
 * left a transaction's query pending forever when its connection was cut, porsager/postgres#1186;
 * patches/ fixes the cases we found), so a learner sees a message, never a spinner that never stops.
 */
export const REQUEST_DEADLINE_MS = 15_000;

/** Procedures that wait for the model: its whole budget (every try and the SDK's back-off), plus the database's. */
export const AI_REQUEST_DEADLINE_MS = AI_TIMEOUT_MS * (AI_MAX_RETRIES + 1) + 5_000 + REQUEST_DEADLINE_MS;

/** `work`'s outcome, or an UNAVAILABLE AppError once `ms` have passed (the work itself cannot be cancelled). */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', MSG.serverTooSlow, { reason: 'server/deadline' })), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
