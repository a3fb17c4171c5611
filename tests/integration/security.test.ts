import { MSG } from '@shared/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  attempts,
  chatMessages,
  emailTokens,
  rateLimits,
  results,
  reviewCards,
  sessions,
  tests,
  trainingContent,
  users,
} from '../../server/db/schema';
import { randomId } from '../../server/services/ids';
import { callProcedure, listProcedures, type Procedure, sampleInput } from '../helpers/procedures';
import { answersFor, seedResults } from '../helpers/seed-results';
import { jsonHeaders, ORIGIN } from '../helpers/test-app';
import { callerFor } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * Who may call what, for every procedure of the router (read from the router, so a new one is
 * covered the day it is added): sign-in, admin role, ownership of ids, and the same-origin rule.
 * Oversized input, rate limits, headers and internals live in security-hardening.test.ts.
 */

/** Anonymous callers may use these; any other procedure must answer them UNAUTHORIZED. */
const PUBLIC_PROCEDURES = [/^auth\./, /^ping$/, /^publicConfig$/, /^tests\.topics$/];
/** Every procedure of these routers is for admins only. */
const ADMIN_ROUTERS = ['training', 'bank', 'mail'];
/** Input fields ending in "Id" that name no stored row of a user. */
const NOT_OWNED_IDS = ['questionId', 'answerId', 'lastEventId'];

const isPublic = (path: string) => PUBLIC_PROCEDURES.some((pattern) => pattern.test(path));
const isAdminRouter = (path: string) => ADMIN_ROUTERS.includes(path.split('.')[0] ?? '');
const procedures = listProcedures();
const mutations = procedures.filter((procedure) => procedure.type === 'mutation');

const env = setUpTestEnvironment({ app: true });
const learner = () => createSignedInUser(env.deps);

beforeEach(async () => {
  await env.deps.db.delete(rateLimits);
});

describe('who may call what, for every procedure of the router', () => {
  it('finds the whole router', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(30);
    const paths = procedures.map((procedure) => procedure.path);
    for (const path of ['auth.logIn', 'tests.generate', 'attempts.saveAnswer', 'dashboard.stats', 'chat.reply', 'training.add']) {
      expect(paths).toContain(path);
    }
  });

  it('answers anonymous and forged sessions UNAUTHORIZED everywhere but the public allow-list', async () => {
    const unexpectedlyPublic: string[] = [];
    for (const procedure of procedures) {
      const input = sampleInput(procedure);
      const anonymous = await callProcedure(env.app, procedure, { input });
      if (anonymous.code !== 'UNAUTHORIZED') {
        if (!isPublic(procedure.path)) unexpectedlyPublic.push(`${procedure.path} → ${anonymous.status} ${anonymous.code}`);
        continue;
      }
      expect(anonymous.status, procedure.path).toBe(procedure.type === 'subscription' ? 200 : 401); // SSE reports in-stream
      expect(anonymous.message).toBe(MSG.signInRequired);
      const forged = await callProcedure(env.app, procedure, { input, session: randomId(20) });
      expect(forged.code, procedure.path).toBe('UNAUTHORIZED');
    }
    expect(unexpectedlyPublic).toEqual([]);
  });

  it('answers expired sessions and disabled accounts UNAUTHORIZED', async () => {
    const expired = await learner();
    await env.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.session.id));
    const disabled = await learner();
    await env.deps.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id));
    for (const signedIn of [expired, disabled]) {
      const reply = await callProcedure(env.app, { path: 'dashboard.stats', type: 'query' }, { session: signedIn.token });
      expect(reply.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers learners FORBIDDEN on every admin procedure, and lets admins through', async () => {
    const admin = await createSignedInUser(env.deps, { role: 'admin' });
    const forbidden: string[] = [];
    for (const procedure of procedures.filter((p) => !isPublic(p.path))) {
      // A fresh learner each time: some procedures (logOutEverywhere) end the caller's sessions.
      const reply = await callProcedure(env.app, procedure, { input: sampleInput(procedure), session: (await learner()).token });
      if (reply.code !== 'FORBIDDEN') continue;
      forbidden.push(procedure.path);
      expect(reply.status).toBe(403);
      expect(reply.message).toBe(MSG.forbidden);
      const asAdmin = await callProcedure(env.app, procedure, { input: sampleInput(procedure), session: admin.token });
      expect(['UNAUTHORIZED', 'FORBIDDEN'], procedure.path).not.toContain(asAdmin.code);
    }
    const adminRouters = procedures.filter((p) => isAdminRouter(p.path)).map((p) => p.path);
    expect(adminRouters.length).toBeGreaterThan(0);
    expect(forbidden.sort()).toEqual(adminRouters.sort());
  });
});

describe("another learner's ids", () => {
  it('are refused with NOT_FOUND, exactly like ids that do not exist, by every procedure that takes one', async () => {
    const owner = await learner();
    const stranger = await learner();
    const { caller } = callerFor(env.deps, owner);
    const { testId } = await caller.tests.generate({ topic: 'RESPA', numQuestions: 5 });
    const started = await caller.attempts.start({ testId });
    if (started.status !== 'in-progress') throw new Error('expected a new attempt');
    await caller.attempts.saveAnswer({ attemptId: started.attempt.id, questionId: 'q1', answerId: 'a' });
    const secretTopic = 'Secret topic of the owner';
    const [resultId] = await seedResults(env.deps.db, owner.user.id, [
      { answers: answersFor(4, 5), createdAt: new Date(), topic: secretTopic },
    ]);
    const message = await caller.chat.send({ message: 'my private question about escrow' });
    const cardId = randomId();
    const [ownedTest] = await env.deps.db.select({ questions: tests.questions }).from(tests).where(eq(tests.id, testId));
    await env.deps.db.insert(reviewCards).values({
      id: cardId,
      userId: owner.user.id,
      cardKey: `${testId}:q1`,
      question: ownedTest?.questions[0] as NonNullable<typeof ownedTest>['questions'][number],
      category: 'RESPA',
      due: new Date(),
    });
    const owned: Record<string, string> = {
      cardId,
      testId,
      attemptId: started.attempt.id,
      resultId: resultId ?? '',
      messageId: message.id,
    };
    const missing = Object.fromEntries(Object.keys(owned).map((key) => [key, randomId()]));

    const takesId = (p: Procedure) => p.inputKeys?.some((key) => /^id$|Id$/.test(key) && !NOT_OWNED_IDS.includes(key));
    const withIds = procedures.filter((p) => takesId(p) && !isAdminRouter(p.path)); // admin content belongs to no learner
    expect(withIds.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'tests.get',
        'attempts.start',
        'attempts.saveAnswer',
        'attempts.submit',
        'results.get',
        'chat.reply',
      ]),
    );
    const idInput = (procedure: Procedure, ids: Record<string, string>) => {
      const overrides: Record<string, string> = {};
      for (const key of procedure.inputKeys ?? []) {
        if (!/^id$|Id$/.test(key) || NOT_OWNED_IDS.includes(key)) continue;
        if (!(key in ids)) throw new Error(`${procedure.path} takes "${key}": add a fixture the owner owns to this test`);
        overrides[key] = ids[key] as string;
      }
      return sampleInput(procedure, overrides);
    };

    const secrets = [owner.email, owner.user.id, secretTopic, 'my private question', ...Object.values(owned)];
    for (const procedure of withIds) {
      const foreign = await callProcedure(env.app, procedure, { input: idInput(procedure, owned), session: stranger.token });
      const unknown = await callProcedure(env.app, procedure, { input: idInput(procedure, missing), session: stranger.token });
      expect(foreign.code, procedure.path).toBe('NOT_FOUND');
      expect([foreign.status, foreign.message], procedure.path).toEqual([unknown.status, unknown.message]);
      for (const secret of secrets) expect(foreign.body, procedure.path).not.toContain(secret);
    }

    // The stranger changed nothing: the attempt is open with its one answer, the message unanswered.
    const resumed = await caller.attempts.start({ testId });
    expect(resumed).toMatchObject({ status: 'in-progress', attempt: { id: started.attempt.id, answers: { q1: 'a' } } });
    expect((await caller.chat.history()).messages.map((m) => m.role)).toEqual(['user']);
    // The same ids work for their owner, so the refusals above were about ownership.
    // (Abandoning ends the attempt the others need, so it is checked last, on an attempt of its own.)
    // attempts.check marks answers of tutor tests only; tests/integration/tutor-mode.test.ts covers it for its owner.
    for (const procedure of withIds.filter((p) => p.path !== 'attempts.abandon' && p.path !== 'attempts.check')) {
      const own = await callProcedure(env.app, procedure, { input: idInput(procedure, owned), session: owner.token });
      expect(own.code, `${procedure.path}: ${own.body}`).toBeNull();
    }
    const next = await caller.attempts.start({ testId });
    if (next.status !== 'in-progress') throw new Error('expected a new attempt');
    const abandon = withIds.find((p) => p.path === 'attempts.abandon');
    if (!abandon) throw new Error('attempts.abandon takes an attempt id and must be covered');
    const own = await callProcedure(env.app, abandon, { input: { attemptId: next.attempt.id }, session: owner.token });
    expect(own.code, own.body).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('refuses every mutation from a foreign or missing Origin, or without a JSON body, before it runs', async () => {
    const signedIn = await learner();
    const cookie = { cookie: `session=${signedIn.token}` };
    const tables = [users, sessions, tests, attempts, results, chatMessages, trainingContent, emailTokens];
    const countRows = () => Promise.all(tables.map((table) => env.deps.db.$count(table)));
    const before = JSON.stringify(await countRows());
    const refusals: [Record<string, string>, number][] = [
      [{ ...jsonHeaders, origin: 'https://evil.example' }, 403],
      [{ 'content-type': 'application/json' }, 403],
      [{ ...jsonHeaders, origin: 'null' }, 403],
      [{ ...jsonHeaders, origin: `${ORIGIN}.evil.example` }, 403],
      [{ ...jsonHeaders, origin: ORIGIN.replace('http:', 'https:') }, 403],
      [{ ...jsonHeaders, origin: 'http://localhost:3001' }, 403],
      [{ ...jsonHeaders, 'sec-fetch-site': 'cross-site' }, 403],
      [{ ...jsonHeaders, 'sec-fetch-site': 'same-site' }, 403],
      [{ origin: ORIGIN, 'content-type': 'text/plain' }, 415],
      [{ origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [{ origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }, 415],
      [{ origin: ORIGIN, 'content-type': 'application/json-seq' }, 415],
      [{ origin: ORIGIN }, 415],
    ];
    for (const procedure of mutations) {
      const payload = JSON.stringify(sampleInput(procedure) ?? {});
      for (const [headers, status] of refusals) {
        for (const url of [`/trpc/${procedure.path}`, `/trpc/${procedure.path},${procedure.path}?batch=1`]) {
          const response = await env.app.inject({ method: 'POST', url, headers: { ...headers, ...cookie }, payload });
          expect(response.statusCode, `${procedure.path} ${JSON.stringify(headers)}`).toBe(status);
        }
      }
      // A mutation is never reachable by GET (a link or an <img>), where the Origin guard does not look.
      const query = `?input=${encodeURIComponent(payload)}`;
      const byGet = await env.app.inject({ method: 'GET', url: `/trpc/${procedure.path}${query}`, headers: cookie });
      expect(byGet.statusCode, procedure.path).toBe(405);
    }
    expect(JSON.stringify(await countRows())).toBe(before);
    const me = await callProcedure(env.app, { path: 'auth.me', type: 'query' }, { session: signedIn.token });
    expect(me.data).toMatchObject({ id: signedIn.user.id }); // logOutEverywhere never ran
  });
});
