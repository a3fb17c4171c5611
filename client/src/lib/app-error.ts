import { MSG } from '@shared/messages';
import { TRPCClientError, type TRPCClientErrorLike } from '@trpc/client';
import type { AppRouter } from '../../../server/router';

/** A failed call as the app reads it: the server's reason code, its text, and the fields it blamed. */
export type AppErrorInfo = {
  /** AppError's reason ('attempts/submitted', 'auth/email-already-in-use'…), when the server gave one. */
  reason: string | undefined;
  /** tRPC's code ('NOT_FOUND', 'TOO_MANY_REQUESTS'…); 'NETWORK' when no answer came back. */
  code: string;
  httpStatus: number | undefined;
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
};

export type ClientError = TRPCClientErrorLike<AppRouter>;

const isClientError = (error: unknown): error is ClientError =>
  error instanceof TRPCClientError || (typeof error === 'object' && error !== null && 'shape' in error);

/**
 * Reads any error a tRPC hook or call gives: the server's own message and reason when it answered
 * (its texts are the spec's), the network message when nothing came back, else `fallback`.
 */
export function readAppError(error: unknown, fallback: string): AppErrorInfo {
  const data = isClientError(error) ? error.data : null;
  if (data) {
    return {
      reason: data.reason,
      code: data.code,
      httpStatus: data.httpStatus,
      message: error instanceof Error && error.message ? error.message : fallback,
      fieldErrors: data.fieldErrors ?? {},
    };
  }
  const network = error instanceof Error && /fetch|network|load failed/i.test(error.message);
  return {
    reason: undefined,
    code: network ? 'NETWORK' : 'UNKNOWN',
    httpStatus: undefined,
    message: network ? MSG.networkError : fallback,
    fieldErrors: {},
  };
}

/** The user-facing message of a failed call. */
export function errorMessage(error: unknown, fallback: string): string {
  return readAppError(error, fallback).message;
}
