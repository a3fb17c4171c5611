import { TUTOR_TIME_LIMIT_SECONDS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tests } from '../../server/db/schema';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

type Answerable = { id: string; answers: { id: string; isCorrect: boolean }[] };
const pick = (question: Answerable, right: boolean) => question.answers.find((a) => a.isCorrect === right)?.id as 'a';

async function questionsOf(testId: string) {
  const [test] = await env.database.db.select({ questions: tests.questions }).from(tests).where(eq(tests.id, testId));
  return test?.questions ?? [];
}

async function takeAll(caller: ReturnType<typeof callerFor>['caller'], testId: string, right: boolean, tutor: boolean) {
  const started = await caller.attempts.start({ testId });
  if (started.status !== 'in-progress') throw new Error('not started');
  for (const question of await questionsOf(testId)) {
    const input = { attemptId: started.attempt.id, questionId: question.id, answerId: pick(question, right) };
    await (tutor ? caller.attempts.check(input) : caller.attempts.saveAnswer(input));
  }
  return caller.attempts.submit({ attemptId: started.attempt.id });
}

describe('tutor mode', () => {
  it('marks each answer at once with its explanation, keeps the first answer, and is untimed', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.createMixed({ scope: 'all', numQuestions: 5, mode: 'tutor' });
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('not started');
    expect(started.test.mode).toBe('tutor');
    const hours = (new Date(started.attempt.deadline).getTime() - new Date(started.attempt.startedAt).getTime()) / 3_600_000;
    expect(hours).toBe(TUTOR_TIME_LIMIT_SECONDS / 3600);
    const [first] = await questionsOf(testId);
    if (!first) throw new Error('no question');
    const wrong = pick(first, false);
    const marked = await caller.attempts.check({ attemptId: started.attempt.id, questionId: first.id, answerId: wrong });
    expect(marked).toEqual({
      isCorrect: false,
      correctAnswer: pick(first, true),
      explanation: first.explanation,
      note: first.note ?? null,
    });
    expect(await caller.attempts.check({ attemptId: started.attempt.id, questionId: first.id, answerId: wrong })).toEqual(marked);
    await expect(
      caller.attempts.check({ attemptId: started.attempt.id, questionId: first.id, answerId: pick(first, true) }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: MSG.tutorAnswerFinal });
    // A reload shows the marks again; the Continue card knows it is untimed.
    const resumed = await caller.attempts.start({ testId });
    expect(resumed).toMatchObject({ status: 'in-progress', feedback: { [first.id]: marked } });
    expect(await caller.attempts.open()).toEqual([expect.objectContaining({ testId, mode: 'tutor' })]);
  });

  it('is refused on a timed test', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.createMixed({ scope: 'all', numQuestions: 5 });
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('not started');
    expect(started.feedback).toEqual({});
    await expect(caller.attempts.check({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: MSG.notTutorTest,
      },
    );
  });

  it('counts toward categories but stays out of the average-score card, and is labelled in recent tests', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const tutorTest = await caller.tests.createMixed({ scope: 'all', numQuestions: 5, mode: 'tutor' });
    await takeAll(caller, tutorTest.testId, false, true);
    expect(await caller.dashboard.stats()).toMatchObject({ testsCompleted: 1, averageScore: 0 });
    const timedTest = await caller.tests.createMixed({ scope: 'all', numQuestions: 5 });
    await takeAll(caller, timedTest.testId, true, false);
    // 0% in tutor mode and 100% timed: the card says 100.
    expect(await caller.dashboard.stats()).toMatchObject({ testsCompleted: 2, averageScore: 100 });
    const recent = await caller.dashboard.recent();
    expect(recent.map((result) => result.mode)).toEqual(['timed', 'tutor']);
    const categories = await caller.dashboard.categories();
    expect(categories.reduce((sum, category) => sum + category.total, 0)).toBe(10);
  });
});
