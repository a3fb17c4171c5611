import { MSG } from '@shared/messages';
import OpenAI from 'openai';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/**
 * Maps a provider failure to what a learner should read. Configuration problems (401/403/404)
 * are logged loudly for the operator; the learner sees the generic message.
 */
export function toAiAppError(error: unknown, log: Logger, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    log.warn('AI provider timed out');
    return new AppError(
      'TIMEOUT',
      `${fallback.replace(/ Please try again\.?$/, '')} The AI took too long to answer. Please try again.`,
      { reason: 'ai/timeout', cause: error },
    );
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === 401 || status === 403 || status === 404) {
      log.error(
        { status, message: error.message },
        'AI provider configuration error: check OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL',
      );
      return new AppError('UNAVAILABLE', fallback, { reason: 'ai/configuration', cause: error });
    }
    if (status === 429) {
      log.warn('AI provider rate limit after retries');
      return new AppError('UNAVAILABLE', MSG.aiBusy, { reason: 'ai/busy', cause: error });
    }
    log.error({ status, message: error.message }, 'AI provider error');
    return new AppError('UNAVAILABLE', fallback, { reason: 'ai/unavailable', cause: error });
  }
  log.error({ err: error }, 'AI call failed');
  return new AppError('UNAVAILABLE', fallback, { reason: 'ai/unavailable', cause: error });
}
