import { trpcClient } from './query-client';
import type { RouterOutputs } from './trpc';

export type LoadedAttempt = RouterOutputs['attempts']['start'];

/**
 * The test page's loader: the attempt the learner continues (a read), or, when there is none, the
 * one the page starts (the spec: a test is in progress once its page loads). A reload or a return
 * to a test in progress writes nothing; two tabs starting at once still get one attempt
 * (attempts.start). An attempt whose time ran out is closed by the start, which then answers with
 * its result.
 */
export async function loadAttempt(testId: string): Promise<LoadedAttempt> {
  const open = await trpcClient.attempts.resume.query({ testId });
  return open.status === 'in-progress' ? open : trpcClient.attempts.start.mutate({ testId });
}

let early: { testId: string; loaded: Promise<LoadedAttempt> } | undefined;

/**
 * On a page load of a test, loads its attempt at once, beside the screen's code, instead of after
 * the screen has rendered: the question is the page's largest paint. Called in the same tick as the
 * first batch's queries, the read joins their request, which the server preloaded in the page.
 */
export function loadAttemptEarly(testId: string): void {
  const loaded = loadAttempt(testId);
  loaded.catch(() => {}); // read by takeEarlyAttempt, or never (a signed-out visitor is sent to log in)
  early = { testId, loaded };
}

/** The attempt loaded early for `testId`, once; if that failed, a second try gives the current answer. */
export function takeEarlyAttempt(testId: string): Promise<LoadedAttempt> | undefined {
  if (early?.testId !== testId) return undefined;
  const { loaded } = early;
  early = undefined;
  return loaded.catch(() => loadAttempt(testId));
}
