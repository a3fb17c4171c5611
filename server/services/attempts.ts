import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DEADLINE_GRACE_SECONDS, TEST_TIME_LIMIT_SECONDS } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import type { Db } from '../db/client';
import { attempts } from '../db/schema';
import { AppError } from '../errors';
import { finalizeAttempt } from './finalize-attempt';
import { randomId } from './ids';
import { getOwnedTest, hideAnswers } from './tests';

const GRACE_MS = DEADLINE_GRACE_SECONDS * 1000;

export type AttemptRow = typeof attempts.$inferSelect;

const isExpired = (attempt: Pick<AttemptRow, 'deadline'>, now = Date.now()) => now > attempt.deadline.getTime() + GRACE_MS;

async function latestOpenAttempt(db: Db, userId: string, testId: string) {
  const [attempt] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), isNull(attempts.submittedAt)))
    .orderBy(desc(attempts.startedAt))
    .limit(1);
  return attempt ?? null;
}

/**
 * Opening a test resumes the learner's unfinished attempt, or starts one whose deadline is kept
 * on the server. An attempt whose time ran out while the learner was away is finalised here and
 * its result returned instead, unless a fresh attempt (retake) is asked for.
 */
export async function startOrResumeAttempt(db: Db, userId: string, input: { testId: string; fresh: boolean }) {
  const test = await getOwnedTest(db, userId, input.testId);
  const open = await latestOpenAttempt(db, userId, test.id);
  if (open && (isExpired(open) || input.fresh)) {
    const { resultId } = await finalizeAttempt(db, userId, open.id);
    if (!input.fresh) return { status: 'completed' as const, resultId };
  }
  let attempt: AttemptRow | undefined = open && !isExpired(open) && !input.fresh ? open : undefined;
  if (!attempt) {
    const startedAt = new Date();
    [attempt] = await db
      .insert(attempts)
      .values({
        id: randomId(),
        testId: test.id,
        userId,
        answers: {},
        startedAt,
        deadline: new Date(startedAt.getTime() + TEST_TIME_LIMIT_SECONDS * 1000),
      })
      .returning();
  }
  if (!attempt) throw new AppError('INTERNAL', MSG.internal);
  return {
    status: 'in-progress' as const,
    serverNow: new Date(),
    attempt: { id: attempt.id, startedAt: attempt.startedAt, deadline: attempt.deadline, answers: attempt.answers },
    test: {
      id: test.id,
      topic: test.topic,
      difficulty: test.difficulty,
      numQuestions: test.numQuestions,
      questions: hideAnswers(test.questions),
    },
  };
}

/** Stores one answer at once; idempotent; refused after the deadline (plus grace) or after submit. */
export async function saveAnswer(db: Db, userId: string, input: { attemptId: string; questionId: string; answerId: string }) {
  const [updated] = await db
    .update(attempts)
    .set({ answers: sql`${attempts.answers} || jsonb_build_object(${input.questionId}::text, ${input.answerId}::text)` })
    .where(
      and(
        eq(attempts.id, input.attemptId),
        eq(attempts.userId, userId),
        isNull(attempts.submittedAt),
        sql`now() <= ${attempts.deadline} + make_interval(secs => ${DEADLINE_GRACE_SECONDS})`,
      ),
    )
    .returning({ id: attempts.id });
  if (updated) return { saved: true as const };
  const [attempt] = await db
    .select({ submittedAt: attempts.submittedAt, deadline: attempts.deadline })
    .from(attempts)
    .where(and(eq(attempts.id, input.attemptId), eq(attempts.userId, userId)));
  if (!attempt) throw new AppError('NOT_FOUND', MSG.testNotFound, { reason: 'attempts/not-found' });
  if (attempt.submittedAt) throw new AppError('CONFLICT', MSG.attemptSubmitted, { reason: 'attempts/submitted' });
  // Open and in time, yet not updated: only a database answer lost on the way (a connection cut
  // mid-query) does that. The answer is not saved, and the learner's test must not end for it.
  if (Date.now() < attempt.deadline.getTime() + GRACE_MS) {
    throw new AppError('UNAVAILABLE', MSG.internal, { reason: 'attempts/not-saved' });
  }
  await finalizeAttempt(db, userId, input.attemptId);
  throw new AppError('CONFLICT', MSG.deadlinePassed, { reason: 'attempts/expired' });
}

/** Finalises every attempt of this learner whose time ran out (called on reads, e.g. the dashboard). */
export async function finalizeExpiredAttempts(db: Db, userId: string) {
  const expired = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(eq(attempts.userId, userId), isNull(attempts.submittedAt), lt(attempts.deadline, new Date(Date.now() - GRACE_MS))),
    );
  for (const attempt of expired) await finalizeAttempt(db, userId, attempt.id);
  return expired.length;
}
