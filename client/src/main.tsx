import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { FIRST_BATCH, type FirstBatchProcedure } from '../../shared/routes';
import { AppRoutes } from './AppRoutes';
import { queryClient, queryUtils, trpcClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { preloadScreenCode } from './routes/screens';
import './index.css';

// Zod compiles fast parsers with `new Function`, which our CSP forbids; even its probe for eval is
// reported as a CSP violation (a Lighthouse best-practices failure). Forms parse fine without it.
zodConfig({ jitless: true });

function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

// Every screen waits for the sign-in state (AuthGate), and the signed-in header and the footer show
// the public settings. Both are fetched in the one batched request index.html already preloads, and
// the first render waits for them (index.html paints the same loading overlay meanwhile), so the
// first screen renders whole. That render is a transition: React renders it in slices of a few
// milliseconds, so the browser stays responsive while a screen (the dashboard's charts) is built.
// prefetch() never rejects: a failed request leaves the query in its error state for the app to show.
// The first screen's code downloads meanwhile, so it is not one more round trip after them.
// In the order of FIRST_BATCH, so the batched URL is the one the server preloads in the page.
const firstBatch: Record<FirstBatchProcedure, () => Promise<void>> = {
  'auth.me': () => queryUtils.auth.me.prefetch(),
  publicConfig: () => queryUtils.publicConfig.prefetch(),
};
const root = document.getElementById('root');
if (root) {
  preloadScreenCode(window.location.pathname);
  await Promise.all(FIRST_BATCH.map((procedure) => firstBatch[procedure]()));
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
