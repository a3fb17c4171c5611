import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/** The error kinds our services raise; errorFormatter maps them to tRPC (and HTTP) codes. */
const CODE_TO_TRPC = {
  BAD_INPUT: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  TIMEOUT: 'TIMEOUT',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof CODE_TO_TRPC;

/** `reason` is a stable machine-readable tag for clients and tests (e.g. 'auth/wrong-password'). */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: string | undefined;
  constructor(code: AppErrorCode, message: string, options: { reason?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
  }
  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return CODE_TO_TRPC[this.code];
  }
}
