import { startAttemptEarly } from './early-attempt';
import { loadFirstBatch } from './first-batch';

/**
 * What a page the app renders itself (not one built ahead of time) asks for before its first render:
 * its first batch and, on a test page, the attempt. main.tsx loads this module on demand, so the
 * pages built ahead of time never load the API client; the server names it in those pages
 * (modulepreload), so it downloads with the app's code.
 */
export async function startSignedIn(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  startAttemptEarly(location);
  await loadFirstBatch(location.pathname);
}
