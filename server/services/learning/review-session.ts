import { MSG } from '@shared/messages';
import { daysBetween, gradeCard, nextStreak, type ReviewOutcome } from '@shared/review-schedule';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCards } from '../../db/schema';
import { AppError } from '../../errors';
import { hideAnswers } from '../tests/tests';
import { cardOf, columnsOf } from './review-cards';
import { recordStudyDay } from './study-days';

/** A session never sends more than this many cards at once; the rest wait for the next one. */
export const SESSION_LIMIT = 50;

const live = and(isNull(reviewCards.suspendedAt), isNull(reviewCards.retiredAt));

/** "Review (N due)": the learner's live cards due now, and how many live cards the deck holds. */
export async function getDeckSummary(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({
      due: sql<number>`(count(*) filter (where ${reviewCards.due} <= ${now.toISOString()}::timestamptz))::int`.mapWith(Number),
      total: count(),
    })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), live));
  return { due: row?.due ?? 0, total: row?.total ?? 0 };
}

/** The due cards, soonest first, with their questions as a test shows them (no key until graded). */
export async function getDueCards(db: Db, userId: string, options: { cardKeys?: string[]; now?: Date } = {}) {
  if (options.cardKeys && !options.cardKeys.length) return [];
  const rows = await db
    .select({ id: reviewCards.id, question: reviewCards.question, category: reviewCards.category, reps: reviewCards.reps })
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        live,
        lte(reviewCards.due, options.now ?? new Date()),
        options.cardKeys ? inArray(reviewCards.cardKey, options.cardKeys) : undefined,
      ),
    )
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(SESSION_LIMIT);
  return rows.map(({ question, ...row }) => ({ ...row, question: hideAnswers([question])[0] }));
}

async function ownedCard(db: Db, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  // Another learner's card reads exactly as a missing one.
  if (!row) throw new AppError('NOT_FOUND', MSG.cardNotFound, { reason: 'review/not-found' });
  return row;
}

const dateOnly = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Grades one answer to a due card and reschedules it as ts-fsrs says (wrong = Again, right = Good,
 * right with "I knew it" = Easy). A card that is not due, suspended, out of the deck or not the
 * learner's is refused and left as it was. The update is conditional on the state read, so two
 * grades of one card at once count once.
 */
export async function gradeReviewCard(
  db: Db,
  userId: string,
  input: { cardId: string; answerId: string; knewIt: boolean },
  now = new Date(),
) {
  const row = await ownedCard(db, userId, input.cardId);
  if (row.retiredAt) throw new AppError('CONFLICT', MSG.cardRetired, { reason: 'review/retired' });
  if (row.suspendedAt) throw new AppError('CONFLICT', MSG.cardSuspended, { reason: 'review/suspended' });
  if (row.due > now) throw new AppError('CONFLICT', MSG.cardNotDue(dateOnly(row.due)), { reason: 'review/not-due' });
  const correctAnswer = row.question.answers.find((answer) => answer.isCorrect)?.id ?? '';
  const correct = input.answerId === correctAnswer;
  const outcome: ReviewOutcome = !correct ? 'wrong' : input.knewIt ? 'knewIt' : 'right';
  const interval = row.lastReview ? daysBetween(row.lastReview, now) : 0;
  const streak = nextStreak(row, outcome, interval);
  const next = gradeCard(cardOf(row), outcome, now);
  const [updated] = await db
    .update(reviewCards)
    .set({
      ...columnsOf(next),
      rightStreak: streak.rightStreak,
      lastRightInterval: streak.lastRightInterval,
      retiredAt: streak.retired ? now : null,
    })
    .where(and(eq(reviewCards.id, row.id), eq(reviewCards.userId, userId), eq(reviewCards.reps, row.reps), live))
    .returning({ due: reviewCards.due });
  if (!updated) throw new AppError('CONFLICT', MSG.cardNotDue(dateOnly(now)), { reason: 'review/already-graded' });
  await recordStudyDay(db, userId, now);
  return {
    correct,
    correctAnswer,
    explanation: row.question.explanation,
    note: row.question.note ?? null,
    nextDue: updated.due,
    retired: streak.retired,
  };
}

/** Suspends a card (it stays, out of every session) or resumes it. */
export async function suspendReviewCard(db: Db, userId: string, input: { cardId: string; suspended: boolean }) {
  await ownedCard(db, userId, input.cardId);
  await db
    .update(reviewCards)
    .set({ suspendedAt: input.suspended ? new Date() : null })
    .where(and(eq(reviewCards.id, input.cardId), eq(reviewCards.userId, userId)));
  return { suspended: input.suspended };
}
