import { MSG } from '@shared/messages';
import { REPORT_COMMENT_MAX } from '@shared/schemas/question-reports';
import { describe, expect, it } from 'vitest';
import { getBank } from '../../server/content/bank';
import { questionReports } from '../../server/db/schema';
import { generateTest } from '../../server/services/tests/generate-test';
import { storedTest, takeTest } from '../helpers/take-test';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/** "Report a problem" on a reviewed question, and the editors' list of open reports beside Item Analysis. */
const env = setUpTestEnvironment();
const bank = getBank();

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: { code: string; message: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } }) => caught,
  );
}

/** A learner with a submitted RESPA test from the bank, and where its first bank question was served. */
async function learnerWithResult() {
  const learner = await createSignedInUser(env.deps);
  const { caller } = callerFor(env.deps, learner);
  const { testId } = await generateTest(
    env.deps,
    learner.user.id,
    { topic: 'RESPA', numQuestions: 5, difficulty: 'intermediate' },
    bank,
  );
  const { resultId } = await takeTest({ db: env.database.db, caller, testId, bank, answerRight: () => false });
  const test = await storedTest(env.database.db, testId, bank);
  const [bankId, questionId] = [...test.servedIds][0] ?? [];
  const text = test.questions.find((question) => question.id === questionId)?.text;
  return { learner, caller, resultId, bankId: bankId ?? '', questionId: questionId ?? '', text };
}

describe('reporting a question', () => {
  it('reaches the editors with the bank id, the reason and the comment, and once per learner and question', async () => {
    const { caller, resultId, bankId, questionId, text } = await learnerWithResult();
    expect(
      await caller.results.reportQuestion({ resultId, questionId, reason: 'wrong-key', comment: '  1024.14 says otherwise  ' }),
    ).toEqual({
      reported: true,
    });
    const admin = callerFor(env.deps, await createSignedInUser(env.deps, { role: 'admin' })).caller;
    const [report] = (await admin.bank.reports()).filter((row) => row.bankId === bankId);
    expect(report).toMatchObject({ bankId, questionText: text, reason: 'wrong-key', comment: '1024.14 says otherwise' });
    expect(report).not.toHaveProperty('userId');

    // Sending again replaces the first report instead of adding one.
    await caller.results.reportQuestion({ resultId, questionId, reason: 'unclear' });
    const mine = (await admin.bank.reports()).filter((row) => row.bankId === bankId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reason: 'unclear', comment: '' });

    // Resolved, it leaves the open list; resolving twice is a clear not-found.
    await admin.bank.resolveReport({ reportId: mine[0]?.id ?? '' });
    expect((await admin.bank.reports()).filter((row) => row.bankId === bankId)).toEqual([]);
    expect(await failure(admin.bank.resolveReport({ reportId: mine[0]?.id ?? '' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MSG.reportNotFound,
    });
  });

  it("refuses another learner's result, a question the test lacks, and bad input, with clear messages", async () => {
    const { resultId, questionId } = await learnerWithResult();
    const stranger = callerFor(env.deps, await createSignedInUser(env.deps)).caller;
    expect(await failure(stranger.results.reportQuestion({ resultId, questionId, reason: 'other' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MSG.resultsNotFound,
    });
    const { caller, resultId: own } = await learnerWithResult();
    expect(await failure(caller.results.reportQuestion({ resultId: own, questionId: 'q99', reason: 'other' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MSG.unknownQuestion,
    });
    const missingReason = await failure(caller.results.reportQuestion({ resultId: own, questionId: 'q1' } as never));
    const issues = (error: Awaited<ReturnType<typeof failure>>) =>
      error.cause?.issues?.map((issue) => [issue.path.join('.'), issue.message]);
    expect(missingReason.code).toBe('BAD_REQUEST');
    expect(issues(missingReason)).toEqual([['reason', MSG.reportReasonRequired]]);
    const tooLong = await failure(
      caller.results.reportQuestion({
        resultId: own,
        questionId: 'q1',
        reason: 'other',
        comment: 'x'.repeat(REPORT_COMMENT_MAX + 1),
      }),
    );
    expect(tooLong.code).toBe('BAD_REQUEST');
    expect(issues(tooLong)).toEqual([['comment', MSG.tooLong(REPORT_COMMENT_MAX)]]);
    const anonymous = callerFor(env.deps).caller;
    expect((await failure(anonymous.results.reportQuestion({ resultId: own, questionId: 'q1', reason: 'other' }))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('keeps the open list and its resolution to admins', async () => {
    const { caller, resultId, questionId } = await learnerWithResult();
    await caller.results.reportQuestion({ resultId, questionId, reason: 'outdated' });
    const before = await env.database.db.select().from(questionReports);
    expect((await failure(caller.bank.reports())).code).toBe('FORBIDDEN');
    const open = before.find((row) => row.resolvedAt === null);
    expect((await failure(caller.bank.resolveReport({ reportId: open?.id ?? '' }))).code).toBe('FORBIDDEN');
    expect(await env.database.db.select().from(questionReports)).toEqual(before);
  });
});
