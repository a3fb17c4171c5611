import { MSG } from '@shared/messages';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context';
import { AI_REQUEST_DEADLINE_MS, REQUEST_DEADLINE_MS, withDeadline } from './deadline';
import { AppError } from './errors';

/** `waitsForModel`: the procedure calls the language model, so its deadline covers the model's budget. */
export type ProcedureMeta = { waitsForModel?: boolean };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Stack traces only reach clients in development (set per request by isDev below).
    isDev: process.env.NODE_ENV === 'development',
    // Subscriptions (Milo's replies) over server-sent events: a ping every 15 s keeps proxies from
    // closing a stream while the model thinks; a client that hears nothing for 2 pings reconnects,
    // resuming from its last tracked event id.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 35_000 } },
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const fieldErrors = cause instanceof ZodError ? z.flattenError(cause).fieldErrors : undefined;
      const reason = cause instanceof AppError ? cause.reason : undefined;
      const isUnexpected = error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof AppError);
      return {
        ...shape,
        message: isUnexpected ? MSG.internal : cause instanceof ZodError ? firstZodMessage(cause) : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          reason,
          fieldErrors,
          ...(process.env.NODE_ENV === 'development' ? { stack: shape.data.stack } : {}),
        },
      };
    },
  });

function firstZodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** True when a string anywhere in the input holds U+0000 (keys included; nesting past any schema's depth is left to zod). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

const toTrpcError = (cause: AppError) => new TRPCError({ code: cause.trpcCode, message: cause.message, cause });

/**
 * Every procedure's guard, one middleware rather than three (each level of tRPC's middleware chain
 * costs a promise per request, bench ceiling):
 * - PostgreSQL text cannot hold U+0000, so such input failed deep in a query with a 500 (the fuzz
 *   suite found it in every text field): it is bad input, refused before any procedure runs;
 * - no query or mutation runs unbounded (deadline.ts); a subscription streams as long as it needs;
 * - an AppError thrown by a service becomes the matching TRPCError, keeping its text.
 */
const guard = t.middleware(async ({ ctx, type, meta, getRawInput, next }) => {
  if (containsNul(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input: text may not contain NUL characters' });
  }
  const waits = meta?.waitsForModel && ctx.ai.mode !== 'offline';
  let result: Awaited<ReturnType<typeof next>>;
  try {
    result =
      type === 'subscription' ? await next() : await withDeadline(next(), waits ? AI_REQUEST_DEADLINE_MS : REQUEST_DEADLINE_MS);
  } catch (error) {
    throw error instanceof AppError ? toTrpcError(error) : error;
  }
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(guard);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.signInRequired });
  // tRPC merges these into the context; only the narrowed fields are passed.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
  return next();
});
