import { readPublicSettings } from './public-settings';
import type { queryUtils } from './query-client';

type Utils = typeof queryUtils;

/** The attribute the build puts on #root in the pages it renders ahead of time. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The server sends a prerendered page only to a visitor without a session cookie, so that visitor is
 * signed out: the sign-in state is known without asking the API, and the page hydrates at once.
 */
export function seedSignedOut(utils: Utils): void {
  utils.auth.me.setData(undefined, null);
}

/** The public settings the server wrote into the page; absent, the screens' queries ask the API. */
export function seedPublicConfigFromPage(utils: Utils, doc: Document): void {
  const settings = readPublicSettings(doc);
  if (settings) utils.publicConfig.setData(undefined, settings);
}
