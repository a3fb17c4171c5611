import { pathPattern } from '@shared/routes';
import { trpcClient } from './query-client';
import type { RouterOutputs } from './trpc';

type Started = RouterOutputs['attempts']['start'];

const TEST_PAGE = pathPattern('/practice-test/:testId');
let early: { testId: string; started: Promise<Started> } | undefined;

/**
 * On a page load of a test, starts (or resumes) its attempt at once, beside the first batch and
 * the screen's code, instead of after the screen has rendered: the question is the page's largest
 * paint, and it waited one more round trip (Lighthouse, slow phone: 0.8 s). A signed-out visitor's
 * request is refused and never used (see takeEarlyAttempt). Review mode (?mode=review) starts nothing.
 */
export function startAttemptEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!TEST_PAGE.test(location.pathname) || new URLSearchParams(location.search).get('mode') === 'review') return;
  const testId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const started = trpcClient.attempts.start.mutate({ testId });
  started.catch(() => {}); // read by takeEarlyAttempt, or never
  early = { testId, started };
}

/** The attempt started early for `testId`, once; if that request failed, a fresh one gives the current answer. */
export function takeEarlyAttempt(testId: string): Promise<Started> | undefined {
  if (early?.testId !== testId) return undefined;
  const { started } = early;
  early = undefined;
  return started.catch(() => trpcClient.attempts.start.mutate({ testId }));
}
