import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';

export const trpc = createTRPCReact<AppRouter>();
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // Server-sent events carry the session cookie: same origin, no token in the URL.
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({ url: '/trpc', maxItems: 10 }),
      }),
    ],
  });
}

/** The user-facing message of a failed call: ours for known errors, a network hint otherwise. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = String((error as { message: unknown }).message);
    const data = (error as { data?: { httpStatus?: number } }).data;
    if (data?.httpStatus && message) return message;
    if (/fetch|network/i.test(message)) return 'Network error. Please check your connection';
  }
  return fallback;
}
