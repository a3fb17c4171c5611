import type { Api } from './api';
import { waitForVerificationCode } from './server';

/** Learners and their tests, made through the public API exactly as a browser would. */
export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_TOPIC = 'RESPA'; // a topic of the offline question bank

export type Learner = { email: string; token: string };
export type QuestionForTaking = { id: string; answers: { id: string }[] };
export type OpenAttempt = { attemptId: string; testId: string; questions: QuestionForTaking[] };

type StartResponse =
  | { status: 'in-progress'; attempt: { id: string }; test: { id: string; questions: QuestionForTaking[] } }
  | { status: 'completed'; resultId: string };

/** Signs up, verifies with the code from the server's log (no SMTP) and logs in: a session token. */
export async function createVerifiedLearner(
  api: Api,
  logFile: string,
  account: { email: string; fullName: string },
): Promise<Learner> {
  await api.mutation('auth.signUp', { ...account, password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD });
  const oobCode = await waitForVerificationCode(logFile, account.email);
  await api.mutation('auth.verifyEmail', { oobCode });
  return { email: account.email, token: await api.logIn(account.email, BENCH_PASSWORD) };
}

export async function generateTest(api: Api, token: string, numQuestions = 10): Promise<string> {
  const { testId } = await api.mutation<{ testId: string }>(
    'tests.generate',
    { topic: BENCH_TOPIC, numQuestions, difficulty: 'intermediate' },
    token,
  );
  return testId;
}

/** Opens (or resumes) the learner's attempt at a test. */
export async function startAttempt(api: Api, token: string, testId: string): Promise<OpenAttempt> {
  const started = await api.mutation<StartResponse>('attempts.start', { testId }, token);
  if (started.status !== 'in-progress') throw new Error(`attempts.start answered ${started.status}`);
  return { attemptId: started.attempt.id, testId, questions: started.test.questions };
}

/** Picks a random answer to every question and submits: the result's id. */
export async function completeAttempt(api: Api, token: string, attempt: OpenAttempt): Promise<string> {
  for (const question of attempt.questions) {
    const answer = question.answers[Math.floor(Math.random() * question.answers.length)];
    if (!answer) continue;
    await api.mutation(
      'attempts.saveAnswer',
      { attemptId: attempt.attemptId, questionId: question.id, answerId: answer.id },
      token,
    );
  }
  const { resultId } = await api.mutation<{ resultId: string }>('attempts.submit', { attemptId: attempt.attemptId }, token);
  return resultId;
}

/** Runs `work` over `items` with at most `limit` at a time (argon2 hashing is CPU-bound: 2 cores). */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
