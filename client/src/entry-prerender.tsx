/**
 * Renders the public pages at build time (client/prerender-plugin.ts runs this file once, in Node,
 * after the client is built). The tree is main.tsx's, with a StaticRouter instead of BrowserRouter
 * and the visitor signed out, as the server sends these pages only to visitors without a session.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { queryUtils } from './lib/query-client';
import { seedSignedOut } from './lib/signed-out-page';

/** The HTML of the page at `pathname`, once every screen's code it needs has loaded (no fallback in it). */
export async function renderPage(pathname: string): Promise<string> {
  seedSignedOut(queryUtils);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
