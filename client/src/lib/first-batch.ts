import { type FirstBatchProcedure, firstBatchAt } from '@shared/routes';
import { queryUtils } from './query-client';

/** How the client asks for each query a page's first batch can hold (shared/routes.ts). */
const fetchQuery: Record<FirstBatchProcedure, () => Promise<unknown>> = {
  'auth.me': () => queryUtils.auth.me.ensureData(),
  publicConfig: () => queryUtils.publicConfig.ensureData(),
  'dashboard.stats': () => queryUtils.dashboard.stats.ensureData(),
  'dashboard.recent': () => queryUtils.dashboard.recent.ensureData(),
  'dashboard.categories': () => queryUtils.dashboard.categories.ensureData(),
  'dashboard.scoreHistory': () => queryUtils.dashboard.scoreHistory.ensureData(),
  'dashboard.readiness': () => queryUtils.dashboard.readiness.ensureData(),
  'attempts.open': () => queryUtils.attempts.open.ensureData(),
};

/**
 * Fetches what the page at `pathname` first needs and is not cached yet: all of it in one tick, in
 * the order of firstBatchAt, so on a page load the batched URL is the one the server preloaded in
 * the page. Never rejects: a failed query keeps its error in the cache, for its screen to show.
 */
export async function loadFirstBatch(pathname: string): Promise<void> {
  await Promise.allSettled(firstBatchAt(pathname).map((procedure) => fetchQuery[procedure]()));
}
