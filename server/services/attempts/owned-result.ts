import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import { results } from '../../db/schema';
import { AppError } from '../../errors';

/** The result with this id, if it is the learner's: another learner's id reads as not found. */
export function isOwnResult(userId: string, resultId: string) {
  return and(eq(results.id, resultId), eq(results.userId, userId));
}

/** The row of an owned-result query, or the spec's "not found" when there was none. */
export function foundResult<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', MSG.resultsNotFound, { reason: 'results/not-found' });
  return row;
}
