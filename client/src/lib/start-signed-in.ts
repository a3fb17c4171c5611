import { addressQueryAt } from '@shared/routes';
import { loadFirstBatch } from './first-batch';
import { loadAttemptEarly } from './load-attempt';

/**
 * What a page the app renders itself (not one built ahead of time) asks for before its first render:
 * its first batch and, on a test page, the attempt. main.tsx loads this module on demand, so the
 * pages built ahead of time never load the API client; the server names it in those pages
 * (modulepreload), so it downloads with the app's code.
 */
export async function startSignedIn(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const firstBatch = loadFirstBatch(location.pathname);
  // In the same tick and after the batch's queries, so tRPC sends the attempt's read last in the
  // same request: the one the server preloaded (shared/routes.ts firstBatchUrl).
  const addressQuery = addressQueryAt(location.pathname, location.search);
  if (addressQuery) loadAttemptEarly(addressQuery.input.testId);
  await firstBatch;
}
