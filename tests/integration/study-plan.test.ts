import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { answersFor, seedResults } from '../helpers/seed-results';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const env = setUpTestEnvironment();

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('exam date and plan', () => {
  it('shows days left and a daily target once an exam date is set, recomputed as mastery changes', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    expect(await caller.plan.get()).toEqual({ examDate: null, daysLeft: null, plan: null, studyDays: 0 });
    await caller.plan.setExamDate({ examDate: dayFromNow(10) });
    const first = await caller.plan.get();
    expect(first).toMatchObject({ examDate: dayFromNow(10), daysLeft: 10, studyDays: 0 });
    // 400 answers to go in 10 days: 40 a day.
    expect(first.plan).toMatchObject({ reviews: 0, newQuestions: 40, fits: true });
    const federalBefore = first.plan?.bySection.find((s) => s.section === 'federal')?.questions ?? 0;

    await seedResults(env.deps.db, learner.user.id, [{ answers: answersFor(40, 40, ['RESPA']), createdAt: new Date() }]);
    const after = await caller.plan.get();
    expect(after.plan?.newQuestions).toBe(36); // 360 left
    expect(after.plan?.bySection.find((s) => s.section === 'federal')?.questions ?? 0).toBeLessThan(federalBefore);
  });

  it('counts study days from submitted tests', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    const { testId } = await caller.tests.createMixed({ scope: 'all', numQuestions: 5 });
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('not started');
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' });
    await caller.attempts.submit({ attemptId: started.attempt.id });
    expect((await caller.plan.get()).studyDays).toBe(1);
  });

  it('refuses a date in the past or more than two years ahead with a clear message, and changes nothing', async () => {
    const learner = await createSignedInUser(env.deps);
    const { caller } = callerFor(env.deps, learner);
    await caller.plan.setExamDate({ examDate: dayFromNow(30) });
    await expect(caller.plan.setExamDate({ examDate: dayFromNow(-2) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(MSG.examDateInPast),
    });
    await expect(caller.plan.setExamDate({ examDate: dayFromNow(800) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(MSG.examDateTooFar),
    });
    await expect(caller.plan.setExamDate({ examDate: '2027-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await env.deps.db.select({ examDate: users.examDate }).from(users).where(eq(users.id, learner.user.id));
    expect(row?.examDate).toBe(dayFromNow(30));
    await caller.plan.setExamDate({ examDate: null });
    expect((await caller.plan.get()).plan).toBeNull();
  });
});
