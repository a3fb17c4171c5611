import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { readAppError } from './app-error';
import { createTrpcClient } from './trpc';

/**
 * A failed query is tried once more, unless the server refused it for want of a session: a
 * signed-out visitor's dashboard data (asked for in the page's first batch) would only fail again,
 * a second later, before the redirect to log in.
 */
const retryOnce = (failures: number, error: unknown) => failures < 1 && readAppError(error, '').code !== 'UNAUTHORIZED';

/** The app's one cache and tRPC client, shared by the React tree and by route loaders that fetch ahead of it. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryOnce } } });
export const trpcClient = createTrpcClient();
export const queryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });

// The dashboard's data (with the tests in progress it lists) is fetched with the page's first batch
// or with its code (features/dashboard/load-dashboard.ts); a short
// staleTime keeps the widgets from asking again for what arrived a moment before they mounted.
// Later visits still refetch, and a submitted test invalidates it.
queryClient.setQueryDefaults([['dashboard']], { staleTime: 2_000 });
queryClient.setQueryDefaults([['attempts', 'open']], { staleTime: 2_000 });
