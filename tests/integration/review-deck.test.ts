import { MSG } from '@shared/messages';
import { and, eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { getBank } from '../../server/content/bank';
import { reviewCards } from '../../server/db/schema';
import { gradeReviewCard } from '../../server/services/learning/review-session';
import { storedTest, takeTest } from '../helpers/take-test';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();
const bank = getBank();
const DAY = 86_400_000;
// An independent ts-fsrs with the deck's settings: due dates must move exactly as it says.
const reference = fsrs({ enable_fuzz: false, enable_short_term: false });

/** A learner who took a 10-question test from the bank and missed the first `wrong` questions. */
async function learnerWithMistakes(wrong: number) {
  const learner = await createSignedInUser(env.deps);
  const { caller } = callerFor(env.deps, learner);
  const { testId } = await caller.tests.createMixed({ scope: 'all', numQuestions: 10 });
  const test = await storedTest(env.database.db, testId, bank);
  const missed = test.bankQuestionIds.slice(0, wrong);
  const { resultId } = await takeTest({ db: env.database.db, caller, testId, bank, answerRight: (id) => !missed.includes(id) });
  return { learner, caller, testId, resultId, missed, test };
}

const cardsOf = (userId: string) => env.database.db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
const keyOf = (question: { answers: { id: string; isCorrect: boolean }[] }, right: boolean) =>
  question.answers.find((answer) => answer.isCorrect === right)?.id ?? 'a';

describe('the review deck', () => {
  it('turns each wrong answer into a card due now, keyed by its bank question; right answers make none', async () => {
    const { learner, caller, missed } = await learnerWithMistakes(3);
    const cards = await cardsOf(learner.user.id);
    expect(cards.map((card) => card.cardKey).sort()).toEqual([...missed].sort());
    expect(await caller.review.summary()).toEqual({ due: 3, total: 3 });
    const session = await caller.review.session();
    expect(session).toHaveLength(3);
    // The session shows the question as a test does: no key, no explanation.
    expect(JSON.stringify(session)).not.toMatch(/"(isCorrect|explanation)":/);
  });

  it('a flagged question becomes a card even when answered right', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.createMixed({ scope: 'all', numQuestions: 5 });
    const test = await storedTest(env.database.db, testId, bank);
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('not started');
    for (const question of test.questions) {
      await caller.attempts.saveAnswer({
        attemptId: started.attempt.id,
        questionId: question.id,
        answerId: keyOf(question, true) as 'a',
      });
    }
    await caller.attempts.flag({ attemptId: started.attempt.id, questionId: 'q2', flagged: true });
    await caller.attempts.submit({ attemptId: started.attempt.id });
    expect((await cardsOf(learner.user.id)).map((card) => card.cardKey)).toEqual([test.bankQuestionIds[1]]);
  });

  it('reschedules each grade as ts-fsrs does for the same ratings, and the due count drops', async () => {
    const { learner, caller } = await learnerWithMistakes(2);
    const [first, second] = await cardsOf(learner.user.id);
    if (!first || !second) throw new Error('expected two cards');
    const wrongAnswer = keyOf(first.question, false) as 'a';
    const graded = await caller.review.grade({ cardId: first.id, answerId: wrongAnswer });
    expect(graded).toMatchObject({ correct: false, correctAnswer: keyOf(first.question, true), retired: false });
    expect(graded.explanation).toBe(first.question.explanation);
    expect(await caller.review.summary()).toEqual({ due: 1, total: 2 });

    // Then three more grades on the other card, each on its due date, checked against ts-fsrs.
    let expected = createEmptyCard(second.due);
    let at = new Date(second.due.getTime() + 60_000);
    const plan = [
      { right: true, knewIt: false, rating: Rating.Good },
      { right: false, knewIt: false, rating: Rating.Again },
      { right: true, knewIt: true, rating: Rating.Easy },
    ] as const;
    for (const step of plan) {
      const result = await gradeReviewCard(
        env.database.db,
        learner.user.id,
        { cardId: second.id, answerId: keyOf(second.question, step.right) as string, knewIt: step.knewIt },
        at,
      );
      expected = reference.next(expected, at, step.rating).card;
      expect(result.nextDue.getTime()).toBe(expected.due.getTime());
      const [row] = await env.database.db.select().from(reviewCards).where(eq(reviewCards.id, second.id));
      expect(row).toMatchObject({ reps: expected.reps, lapses: expected.lapses, state: expected.state });
      expect(row?.stability).toBeCloseTo(expected.stability, 9);
      at = new Date(expected.due.getTime() + 60_000);
    }
  });

  it('refuses to grade a card that is not due, and changes nothing', async () => {
    const { learner, caller } = await learnerWithMistakes(1);
    const [card] = await cardsOf(learner.user.id);
    if (!card) throw new Error('no card');
    await caller.review.grade({ cardId: card.id, answerId: keyOf(card.question, true) as 'a' });
    const [before] = await cardsOf(learner.user.id);
    await expect(caller.review.grade({ cardId: card.id, answerId: 'a' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^This card is not due yet: it comes back on /),
    });
    expect(await cardsOf(learner.user.id)).toEqual([before]);
  });

  it("never shows or grades another learner's card: NOT_FOUND, nothing changed", async () => {
    const owner = await learnerWithMistakes(1);
    const [card] = await cardsOf(owner.learner.user.id);
    if (!card) throw new Error('no card');
    const stranger = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    expect(await stranger.review.session()).toEqual([]);
    expect(await stranger.review.summary()).toEqual({ due: 0, total: 0 });
    await expect(stranger.review.grade({ cardId: card.id, answerId: 'a' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: MSG.cardNotFound,
    });
    await expect(stranger.review.suspend({ cardId: card.id, suspended: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.review.mistakes({ resultId: owner.resultId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await cardsOf(owner.learner.user.id)).toEqual([card]);
  });

  it('a suspended card leaves the sessions and cannot be graded until resumed', async () => {
    const { learner, caller } = await learnerWithMistakes(1);
    const [card] = await cardsOf(learner.user.id);
    if (!card) throw new Error('no card');
    await caller.review.suspend({ cardId: card.id, suspended: true });
    expect(await caller.review.summary()).toEqual({ due: 0, total: 0 });
    await expect(caller.review.grade({ cardId: card.id, answerId: 'a' })).rejects.toMatchObject({ message: MSG.cardSuspended });
    await caller.review.suspend({ cardId: card.id, suspended: false });
    expect(await caller.review.summary()).toEqual({ due: 1, total: 1 });
  });

  it('a card answered right three times in a row at growing intervals leaves the deck', async () => {
    const { learner } = await learnerWithMistakes(1);
    const [card] = await cardsOf(learner.user.id);
    if (!card) throw new Error('no card');
    const right = keyOf(card.question, true);
    let at = new Date(card.due.getTime() + DAY);
    const outcomes: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await gradeReviewCard(
        env.database.db,
        learner.user.id,
        { cardId: card.id, answerId: right, knewIt: false },
        at,
      );
      outcomes.push(result.retired);
      at = new Date(result.nextDue.getTime() + 1000);
    }
    expect(outcomes).toEqual([false, false, true]);
    const [row] = await cardsOf(learner.user.id);
    expect(row?.retiredAt).not.toBeNull();
  });

  it('"Review mistakes" on a result makes its wrong answers due now, even ones already rescheduled', async () => {
    const { learner, caller, resultId, missed } = await learnerWithMistakes(2);
    for (const card of await caller.review.session()) await caller.review.grade({ cardId: card.id, answerId: 'a' });
    expect((await caller.review.summary()).due).toBe(0);
    expect(await caller.review.mistakes({ resultId })).toEqual({ cards: 2 });
    const session = await caller.review.session({ resultId });
    expect(session).toHaveLength(2);
    const keys = await env.database.db
      .select({ key: reviewCards.cardKey })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, learner.user.id)));
    expect(keys.map((row) => row.key).sort()).toEqual([...missed].sort());
  });
});
