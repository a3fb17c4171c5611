import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { AppRoutes } from './AppRoutes';
import { PRERENDERED_ATTRIBUTE } from './lib/signed-out-page';
import { preloadScreenCode } from './screens';
import './index.css';
import { keepTypedBeforeHydration } from './lib/use-typed-before-hydration';

// Zod compiles fast parsers with `new Function`, which our CSP forbids; even its probe for eval is
// reported as a CSP violation (a Lighthouse best-practices failure). Forms parse fine without it.
zodConfig({ jitless: true });

// The API client and its cache (tRPC, TanStack Query) are not here: they load with the first screen
// that uses them (ApiBoundary.tsx), so the landing page never downloads them.
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Every other screen waits for the sign-in state (AuthGate), and the signed-in header shows the
// public settings. Both are fetched in the one batched request the page already preloads, and the
// first render waits for them (index.html paints the same loading overlay meanwhile), so the first
// screen renders whole. That render is a transition: React renders it in slices of a few
// milliseconds, so the browser stays responsive while a screen (the dashboard's charts) is built.
// A screen's own data rides in the same request (the dashboard's widgets: the page renders whole and
// nothing moves when they arrive). The first screen's code downloads meanwhile, so it is not one
// more round trip after them.
/** Runs `work` once the browser has painted: the frame's callback runs before its paint, the timeout after it. */
function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}

const root = document.getElementById('root');
if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // A public page built ahead of time, which the server sends only to a visitor without a session:
  // its HTML is already painted, and React takes it over without asking the API anything.
  // Hydration waits for the first paint: with the scripts already downloaded (a fast network), the
  // browser would otherwise run it before painting the HTML it already has (Lighthouse, log in: the
  // heading painted after a 240 ms hydration task). What is typed meanwhile is kept.
  preloadScreenCode(window.location.pathname);
  afterNextPaint(() => {
    keepTypedBeforeHydration(root);
    startTransition(() => void hydrateRoot(root, app));
  });
} else if (root) {
  preloadScreenCode(window.location.pathname);
  // Not a top-level await: the module imported shares this one's chunk, and would wait for it to
  // finish evaluating while it waited for the import (the page hung on its loading overlay).
  void import('./lib/start-signed-in')
    .then(({ startSignedIn }) => startSignedIn(window.location))
    .then(() => startTransition(() => createRoot(root).render(app)));
}
