import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient, trpcClient } from './lib/query-client';
import { trpc } from './lib/trpc';

/**
 * The app's providers around whichever router the caller chooses: BrowserRouter in the browser,
 * StaticRouter when the public pages are rendered at build time (entry-prerender.tsx). Both use the
 * one tree below, so the HTML built ahead of time and the first render in the browser agree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
