import fs from 'node:fs';
import path from 'node:path';
import {
  type AddressQuery,
  type AppRoute,
  addressQueryAt,
  FIRST_BATCH,
  type FirstBatchProcedure,
  firstBatchAt,
  firstBatchUrl,
  PRERENDERED_ROUTES,
  prerenderedPageFile,
  ROUTES,
  routeAt,
} from '@shared/routes';
import type { PublicSettings } from '../services/public-settings';
import { readScreenPreloads } from './screen-preloads';

/**
 * The page names its first tRPC batch (shared/routes.ts), so it is fetched alongside the JavaScript.
 * The text font is not preloaded: Lighthouse measured first paint at 2.1–2.4 s with it preloaded and
 * 0.7–1.0 s without (it competed with the app's code on a slow link); with font-display: swap the
 * text paints at once in the system font and switches when Inter arrives.
 */
function withFirstBatchPreload(html: string, procedures: readonly FirstBatchProcedure[], addressQuery?: AddressQuery): string {
  const href = firstBatchUrl(procedures, addressQuery).replaceAll('&', '&amp;');
  return html.replace('</head>', `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous"></head>`);
}

/**
 * Every page carries the public settings as a JSON data block: the footer of the public pages reads
 * them there (the landing page loads no API client), and a prerendered page needs no API call to
 * hydrate. `<` is escaped so no setting can close the element; the CSP allows the block because it
 * is never executed.
 */
function withPublicSettings(html: string, settings: PublicSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return html.replace('</body>', `<script type="application/json" id="public-config">${json}</script></body>`);
}

export type HtmlPages = {
  /**
   * The page for `pathname` (with its `search`, no "?"): prerendered for a visitor without a session
   * when it has one, else the app's shell.
   */
  pageFor: (pathname: string, search: string, hasSession: boolean) => string;
};

/**
 * Reads the built pages once: a build never changes under a running server. Each screen's page, with
 * the links to its code, is made here rather than on every request.
 */
export function readHtmlPages(distDir: string, settings: PublicSettings): HtmlPages {
  const template = withPublicSettings(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'), settings);
  const preloads = readScreenPreloads(distDir);
  const withPreloads = (html: string, route: AppRoute | undefined, shell: boolean) =>
    html.replace('</head>', `${preloads.linksFor(route, shell)}</head>`);
  const shellFor = (route: AppRoute | undefined, addressQuery?: AddressQuery) =>
    withPreloads(withFirstBatchPreload(template, route ? firstBatchAt(route.path) : FIRST_BATCH, addressQuery), route, true);
  // One shell per route: its screen's code and its first batch (the dashboard's carries its data).
  const shells = new Map<string, string>(ROUTES.map((route) => [route.path, shellFor(route)]));
  const notFoundShell = shellFor(undefined);
  const prerendered = new Map<string, string>();
  for (const route of PRERENDERED_ROUTES) {
    const file = path.join(distDir, prerenderedPageFile(route.path));
    if (!fs.existsSync(file)) continue; // an older build: the shell serves this path
    prerendered.set(route.path, withPreloads(withPublicSettings(fs.readFileSync(file, 'utf8'), settings), route, false));
  }
  return {
    pageFor(pathname, search, hasSession) {
      const page = hasSession ? undefined : prerendered.get(pathname);
      if (page) return page;
      const route = routeAt(pathname);
      // A test page's first batch names its test, so that shell is made for each request.
      const addressQuery = hasSession ? addressQueryAt(pathname, search) : undefined;
      if (route && addressQuery) return shellFor(route, addressQuery);
      return (route && shells.get(route.path)) || notFoundShell;
    },
  };
}
