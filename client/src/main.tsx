import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as zodConfig } from 'zod/v4/core';
import { AppRoutes } from './AppRoutes';
import { createTrpcClient, trpc } from './lib/trpc';
import './index.css';

// Zod compiles fast parsers with `new Function`, which our CSP forbids; even its probe for eval is
// reported as a CSP violation (a Lighthouse best-practices failure). Forms parse fine without it.
zodConfig({ jitless: true });

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
const trpcClient = createTrpcClient();

// Every screen waits for the sign-in state (AuthGate), and the signed-in header and the footer show
// the public settings. Both start now, batched into the one request index.html already preloads, so
// the first screen renders whole: no header that reflows when the offline label arrives late.
const queries = createTRPCQueryUtils({ queryClient, client: trpcClient });
void queries.auth.me.prefetch();
void queries.publicConfig.prefetch();

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

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
