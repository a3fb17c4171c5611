import type { TaggedRequest } from './cannon';
import type { QuestionForTaking } from './learners';

/** What autocannon sends, built per request so every learner uses their own session and attempt. */
export type LoadLearner = { token: string; testId: string; attemptId: string; questions: QuestionForTaking[] };

export const DASHBOARD_PATH =
  '/trpc/dashboard.stats,dashboard.recent,dashboard.categories,dashboard.scoreHistory?batch=1&input=%7B%7D';
export const TAGS = {
  bare: 'bare tRPC query (no plugins, its own process)',
  ping: 'app ping (no session, no database)',
  dashboard: 'dashboard: stats + recent + categories + scoreHistory, one batched GET',
  saveAnswer: 'attempts.saveAnswer',
  start: 'attempts.start',
  submit: 'attempts.submit',
  review: 'results.get (review)',
} as const;

type JourneyContext = { learner?: LoadLearner; attemptId?: string; questions?: QuestionForTaking[]; resultId?: string };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export function createScenarios(learners: readonly LoadLearner[], origin: string) {
  let next = 0;
  const roundRobin = () => learners[next++ % learners.length] as LoadLearner;
  const post = (learner: LoadLearner) => ({
    cookie: `session=${learner.token}`,
    origin, // the CSRF guard accepts mutations from our own origin only
    'content-type': 'application/json',
  });

  const dashboard: TaggedRequest = {
    tag: TAGS.dashboard,
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: DASHBOARD_PATH,
      headers: { ...request.headers, cookie: `session=${roundRobin().token}` },
    }),
  };

  const saveAnswer: TaggedRequest = {
    tag: TAGS.saveAnswer,
    method: 'POST',
    path: '/trpc/attempts.saveAnswer',
    setupRequest: (request) => {
      const learner = roundRobin();
      const question = pick(learner.questions);
      const body = { attemptId: learner.attemptId, questionId: question.id, answerId: pick(question.answers).id };
      return { ...request, headers: { ...request.headers, ...post(learner) }, body: JSON.stringify(body) };
    },
  };

  // A new journey per run: its pool of free learners must start full.
  return { dashboard, saveAnswer, journey: () => createJourney(learners, post) };
}

/**
 * One learner's visit, over and over: the dashboard, open the test (resume, or start a new
 * attempt), answer every question, submit, read the result. A connection holds its learner for a
 * whole visit, so no two connections ever submit the same attempt.
 */
function createJourney(
  learners: readonly LoadLearner[],
  post: (learner: LoadLearner) => Record<string, string>,
): TaggedRequest[] {
  const free = [...learners];
  const questionCount = learners[0]?.questions.length ?? 0;
  const learnerOf = (context: object) => (context as JourneyContext).learner as LoadLearner;
  const mutation = (tag: string, path: string, body: (context: JourneyContext) => unknown): TaggedRequest => ({
    tag,
    method: 'POST',
    path,
    setupRequest: (request, context) => ({
      ...request,
      headers: { ...request.headers, ...post(learnerOf(context)) },
      body: JSON.stringify(body(context as JourneyContext)),
    }),
  });

  const dashboard: TaggedRequest = {
    tag: TAGS.dashboard,
    method: 'GET',
    setupRequest: (request, context) => {
      const journey = context as JourneyContext;
      // A visit begins: take a free learner. (More connections than learners would share one; no run asks for that.)
      journey.learner = free.shift() ?? (learners[Math.floor(Math.random() * learners.length)] as LoadLearner);
      return { ...request, path: DASHBOARD_PATH, headers: { ...request.headers, cookie: `session=${journey.learner.token}` } };
    },
  };
  const start: TaggedRequest = {
    ...mutation(TAGS.start, '/trpc/attempts.start', (context) => ({ testId: context.learner?.testId })),
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const data = (
        JSON.parse(body) as { result: { data: { attempt?: { id: string }; test?: { questions: QuestionForTaking[] } } } }
      ).result.data;
      Object.assign(context, { attemptId: data.attempt?.id, questions: data.test?.questions });
    },
  };
  // Missing ids (after a failed start) still send a request, which then fails and is counted.
  const saves = Array.from({ length: questionCount }, (_, index) =>
    mutation(TAGS.saveAnswer, '/trpc/attempts.saveAnswer', (context) => {
      const question = context.questions?.[index];
      return {
        attemptId: context.attemptId ?? 'missing',
        questionId: question?.id ?? 'q0',
        answerId: question ? pick(question.answers).id : 'a',
      };
    }),
  );
  const submit: TaggedRequest = {
    ...mutation(TAGS.submit, '/trpc/attempts.submit', (context) => ({ attemptId: context.attemptId ?? 'missing' })),
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      (context as JourneyContext).resultId = (
        JSON.parse(body) as { result: { data: { resultId: string } } }
      ).result.data.resultId;
    },
  };
  const review: TaggedRequest = {
    tag: TAGS.review,
    method: 'GET',
    setupRequest: (request, context) => {
      const input = encodeURIComponent(JSON.stringify({ resultId: (context as JourneyContext).resultId ?? 'missing' }));
      return {
        ...request,
        path: `/trpc/results.get?input=${input}`,
        headers: { ...request.headers, cookie: `session=${learnerOf(context).token}` },
      };
    },
    onResponse: (_status, _body, context) => {
      const journey = context as JourneyContext;
      if (journey.learner) free.push(journey.learner); // the visit is over: the learner is free again
    },
  };
  return [dashboard, start, ...saves, submit, review];
}
