import type { queryUtils } from './query-client';
import type { RouterOutputs } from './trpc';

type PublicConfig = RouterOutputs['publicConfig'];
type Utils = typeof queryUtils;

/** The attribute the build puts on #root in the pages it renders ahead of time. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The id of the JSON data block in which the server writes the public settings into those pages. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * The server sends a prerendered page only to a visitor without a session cookie, so that visitor is
 * signed out: the sign-in state is known without asking the API, and the page hydrates at once.
 */
export function seedSignedOut(utils: Utils): void {
  utils.auth.me.setData(undefined, null);
}

/**
 * The public settings the server wrote into the page as `<script type="application/json">`: the CSP
 * (script-src 'self') allows it because a data block is never executed. Absent or unreadable, the
 * footer asks the API instead.
 */
export function seedPublicConfigFromPage(utils: Utils, doc: Document): void {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    utils.publicConfig.setData(undefined, JSON.parse(text) as PublicConfig);
  } catch {
    // a page cut short: the footer's query fetches the settings
  }
}
