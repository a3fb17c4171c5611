import { type CardState, createEmptyCard, gradeCard } from '@shared/review-schedule';
import type { Question } from '@shared/schemas/question';
import type { QuestionResult } from '@shared/scoring';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCards } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { bankIdOfServed } from '../content/bank-positions';
import { randomId } from '../ids';

export type CardRow = typeof reviewCards.$inferSelect;

/** ts-fsrs's Card from a stored row (the columns are its fields). */
export function cardOf(row: CardRow): CardState {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** The columns of a stored card from ts-fsrs's Card. */
export function columnsOf(card: CardState) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A bank question is the same card in every test that serves it; a model's question belongs to its test. */
export function cardKeysOf(test: { id: string; questionCount: number; bankQuestionIds: readonly string[] }) {
  return (questionId: string) =>
    bankIdOfServed(test.questionCount, test.bankQuestionIds, questionId) ?? `${test.id}:${questionId}`;
}

/** The questions a result sends to the deck: scored ones answered wrong (a blank was not reached, not missed) and flagged ones. */
export function questionsForDeck(questionResults: Readonly<Record<string, QuestionResult>>, flags: readonly string[]) {
  const missed = Object.values(questionResults)
    .filter((result) => result.scored !== false && !result.isCorrect && result.userAnswer !== '')
    .map((result) => result.questionId);
  return { missed: new Set(missed), all: [...new Set([...missed, ...flags])] };
}

/**
 * Puts a submitted attempt's missed and flagged questions in the learner's deck, inside the
 * submitting transaction. A new card is due at once. A card already in the deck that was missed
 * again is graded Again as ts-fsrs says (and comes back into the deck if it had left it); a flag on
 * a card already there changes nothing.
 */
export async function addCardsFromAttempt(
  db: Db,
  input: { userId: string; testId: string; questionResults: Record<string, QuestionResult>; flags: readonly string[]; now: Date },
) {
  const { missed, all } = questionsForDeck(input.questionResults, input.flags);
  if (!all.length) return 0;
  // Only the questions wanted leave the database, not a 120-question exam's whole text.
  const [test] = await selectRows<{ bankIds: string[]; count: number; questions: Question[] }>(
    db,
    sql`select bank_question_ids as "bankIds", jsonb_array_length(questions)::int as count,
      (select coalesce(jsonb_agg(q), '[]'::jsonb) from jsonb_array_elements(questions) q where q ->> 'id' in (select jsonb_array_elements_text(${JSON.stringify(all)}::jsonb))) as questions
      from tests where id = ${input.testId}`,
  );
  if (!test) return 0;
  const keyOf = cardKeysOf({ id: input.testId, questionCount: Number(test.count), bankQuestionIds: test.bankIds });
  const byKey = new Map(test.questions.map((question) => [keyOf(question.id), question]));
  const existing = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, input.userId), inArray(reviewCards.cardKey, [...byKey.keys()])));
  const known = new Map(existing.map((row) => [row.cardKey, row]));
  const fresh = [...byKey].filter(([key]) => !known.has(key));
  if (fresh.length) {
    const card = columnsOf(createEmptyCard(input.now));
    await db
      .insert(reviewCards)
      .values(
        fresh.map(([cardKey, question]) => ({
          id: randomId(),
          userId: input.userId,
          cardKey,
          question,
          category: question.category,
          ...card,
        })),
      )
      .onConflictDoNothing();
  }
  for (const row of existing) {
    const question = byKey.get(row.cardKey);
    if (!question || !missed.has(question.id)) continue;
    await db
      .update(reviewCards)
      .set({
        ...columnsOf(gradeCard(cardOf(row), 'wrong', input.now)),
        question,
        rightStreak: 0,
        lastRightInterval: 0,
        retiredAt: null,
      })
      .where(and(eq(reviewCards.id, row.id), eq(reviewCards.userId, input.userId)));
  }
  return all.length;
}
