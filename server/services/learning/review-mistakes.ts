import { createEmptyCard } from '@shared/review-schedule';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCards } from '../../db/schema';
import { readOwnedResult } from '../attempts/results';
import { randomId } from '../ids';
import { cardKeysOf, columnsOf } from './review-cards';
import { getDueCards } from './review-session';

/** The card keys and questions of a result's wrong answers (a blank is marked Incorrect in the result, so it counts here). */
async function mistakesOf(db: Db, userId: string, resultId: string) {
  const row = await readOwnedResult(db, userId, resultId);
  const keyOf = cardKeysOf({ id: row.testId, questionCount: row.questions.length, bankQuestionIds: row.bankQuestionIds });
  const wrong = new Set(
    Object.values(row.questionResults)
      .filter((result) => result.scored !== false && !result.isCorrect)
      .map((result) => result.questionId),
  );
  return row.questions.filter((question) => wrong.has(question.id)).map((question) => ({ key: keyOf(question.id), question }));
}

/**
 * "Review mistakes" on a result: each of its wrong answers becomes a card due now (made if missing,
 * brought forward and back into the deck if it is there), so the session that follows holds them all.
 */
export async function startMistakesReview(db: Db, userId: string, resultId: string, now = new Date()) {
  const mistakes = await mistakesOf(db, userId, resultId);
  if (!mistakes.length) return { cards: 0 };
  const keys = mistakes.map((mistake) => mistake.key);
  await db.transaction(async (tx) => {
    await tx
      .update(reviewCards)
      .set({ due: now, retiredAt: null })
      .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.cardKey, keys)));
    const card = columnsOf(createEmptyCard(now));
    await tx
      .insert(reviewCards)
      .values(
        mistakes.map(({ key, question }) => ({
          id: randomId(),
          userId,
          cardKey: key,
          question,
          category: question.category,
          ...card,
        })),
      )
      .onConflictDoNothing();
  });
  return { cards: mistakes.length };
}

/** A review session: every due card, or only those of one result's mistakes. */
export async function getReviewSession(db: Db, userId: string, input: { resultId?: string | undefined }) {
  if (!input.resultId) return getDueCards(db, userId);
  const mistakes = await mistakesOf(db, userId, input.resultId);
  return getDueCards(db, userId, { cardKeys: mistakes.map((mistake) => mistake.key) });
}
