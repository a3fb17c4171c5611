import { TEST_TIME_LIMIT_SECONDS, TUTOR_TIME_LIMIT_SECONDS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Question } from '@shared/schemas/question';
import type { TestMode } from '@shared/schemas/tests';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attempts, tests } from '../../db/schema';
import { AppError } from '../../errors';
import { saveAnswer } from '../attempts/attempts';

export const timeLimitFor = (mode: TestMode) => (mode === 'tutor' ? TUTOR_TIME_LIMIT_SECONDS : TEST_TIME_LIMIT_SECONDS);

export type TutorFeedback = { isCorrect: boolean; correctAnswer: string; explanation: string; note: string | null };

export function feedbackFor(question: Question, answerId: string): TutorFeedback {
  const correctAnswer = question.answers.find((answer) => answer.isCorrect)?.id ?? '';
  return { isCorrect: answerId === correctAnswer, correctAnswer, explanation: question.explanation, note: question.note ?? null };
}

/** What a tutor attempt resumed shows: the feedback of every question already answered. */
export function feedbackOfAnswers(questions: Question[], answers: Record<string, string>): Record<string, TutorFeedback> {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const answer = answers[question.id];
      return answer ? [[question.id, feedbackFor(question, answer)]] : [];
    }),
  );
}

/**
 * Tutor mode: saves an answer and marks it at once, with its explanation. The first answer to a
 * question is final (the learner has seen the key); sending it again returns the same feedback.
 */
export async function checkTutorAnswer(
  db: Db,
  userId: string,
  input: { attemptId: string; questionId: string; answerId: string },
): Promise<TutorFeedback> {
  const [row] = await db
    .select({ answers: attempts.answers, mode: tests.mode, questions: tests.questions })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
  if (row.mode !== 'tutor') throw new AppError('BAD_INPUT', MSG.notTutorTest, { reason: 'attempts/not-tutor' });
  const question = row.questions.find((candidate) => candidate.id === input.questionId);
  if (!question) throw new AppError('BAD_INPUT', MSG.unknownQuestion, { reason: 'attempts/unknown-question' });
  const given = row.answers[input.questionId];
  if (given && given !== input.answerId) throw new AppError('CONFLICT', MSG.tutorAnswerFinal, { reason: 'attempts/tutor-final' });
  if (!given) {
    // Only a question not yet answered takes an answer: two tabs racing keep the first.
    const [claimed] = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          eq(attempts.id, input.attemptId),
          isNull(attempts.submittedAt),
          sql`not jsonb_exists(${attempts.answers}, ${input.questionId}::text)`,
        ),
      );
    if (claimed) await saveAnswer(db, userId, input);
  }
  const [saved] = await db.select({ answers: attempts.answers }).from(attempts).where(eq(attempts.id, input.attemptId));
  const final = saved?.answers[input.questionId];
  if (final !== input.answerId) throw new AppError('CONFLICT', MSG.tutorAnswerFinal, { reason: 'attempts/tutor-final' });
  return feedbackFor(question, final);
}
