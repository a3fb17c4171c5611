import type { AddressInfo } from 'node:net';
import { MSG } from '@shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { rateLimits } from '../../server/db/schema';
import { createSession } from '../../server/services/auth/sessions';
import { randomId } from '../../server/services/ids';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { callBatch, callProcedure, LEAK, listProcedures, sampleInput } from '../helpers/procedures';
import { httpRequest } from '../helpers/spawn-server';
import { buildTestApp, jsonHeaders, ORIGIN } from '../helpers/test-app';
import { callerFor, createTestDeps, testConfig } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

/**
 * Hardening, for every procedure of the router: oversized input, rate limits (batched calls
 * included), security headers and cookie flags, and internals (stacks, the model key) kept in.
 * Who may call what lives in security.test.ts.
 */
const procedures = listProcedures();
const mutations = procedures.filter((procedure) => procedure.type === 'mutation');

const env = setUpTestEnvironment({ app: true });
const learner = () => createSignedInUser(env.deps);

beforeEach(async () => {
  await env.deps.db.delete(rateLimits);
});

describe('oversized and malformed input', () => {
  it('gets a 4xx, never a 5xx: bodies, every field, deep nesting, long URLs', async () => {
    const admin = await createSignedInUser(env.deps, { role: 'admin' }); // admins reach every input parser
    // A new session per call: logOut and logOutEverywhere ignore their input and would end it.
    const adminSession = async () => (await createSession(env.deps.db, admin.user.id)).token;
    for (const procedure of mutations) {
      const url = `/trpc/${procedure.path}`;
      const oversized = { ...jsonHeaders, cookie: `session=${await adminSession()}` };
      const body = await env.app.inject({
        method: 'POST',
        url,
        headers: oversized,
        payload: JSON.stringify({ pad: 'x'.repeat(300_000) }),
      });
      expect(body.statusCode, procedure.path).toBe(413);
      const deep = `{"a":${'['.repeat(60_000)}${']'.repeat(60_000)}}`;
      const nested = await env.app.inject({ method: 'POST', url, headers: oversized, payload: deep });
      expect(nested.statusCode, procedure.path).toBeLessThan(500); // 400, or 200 where the input is ignored
      if (procedure.inputKeys) expect(nested.statusCode, procedure.path).toBe(400);
    }
    for (const procedure of procedures) {
      for (const key of procedure.inputKeys ?? []) {
        const size = procedure.type === 'mutation' ? 200_000 : 6_000;
        for (const value of [
          'x'.repeat(size),
          Array.from({ length: size / 10 }, () => 'aaaaaa'),
          { nested: 'x'.repeat(size / 2) },
        ]) {
          const reply = await callProcedure(env.app, procedure, {
            input: sampleInput(procedure, { [key]: value }),
            session: await adminSession(),
          });
          expect(reply.status, `${procedure.path}.${key}`).toBeGreaterThanOrEqual(procedure.type === 'subscription' ? 200 : 400);
          expect(reply.status, `${procedure.path}.${key}`).toBeLessThan(500);
          expect(reply.code ?? 'BAD_REQUEST', `${procedure.path}.${key}`).toBe('BAD_REQUEST');
        }
      }
    }
    // Over a real socket, Node refuses a URL past its header limit before Fastify sees it.
    const listening = await buildTestApp(env.deps);
    try {
      await listening.listen({ port: 0, host: '127.0.0.1' });
      const port = (listening.server.address() as AddressInfo).port;
      const long = await httpRequest(`http://127.0.0.1:${port}/trpc/tests.get?input=${'x'.repeat(100_000)}`);
      expect(long.status).toBe(431);
    } finally {
      await listening.close();
    }
    // Its work grows with every procedure and input field (hundreds of requests): not a timing test.
  }, 120_000);

  it('refuses a NUL character in any field as bad input (PostgreSQL text cannot hold one)', async () => {
    const admin = await createSignedInUser(env.deps, { role: 'admin' });
    for (const procedure of procedures) {
      const good = (sampleInput(procedure) ?? {}) as Record<string, unknown>;
      for (const key of procedure.inputKeys ?? []) {
        const value = typeof good[key] === 'string' ? `${good[key]}\u0000` : 'a\u0000b';
        const session = (await createSession(env.deps.db, admin.user.id)).token;
        const reply = await callProcedure(env.app, procedure, { input: { ...good, [key]: value }, session });
        expect(reply.code, `${procedure.path}.${key}`).toBe('BAD_REQUEST');
      }
    }
  });
});

describe('rate limits', () => {
  const logIn = (email: string, password = 'wrong-password') => ({ path: 'auth.logIn', input: { email, password } });

  it('hold for logins sent in one batch, and a burst of parallel guesses gets one password check per remaining point', async () => {
    const remoteAddress = '203.0.113.10';
    const batched = await learner();
    const first = await callBatch(
      env.app,
      'mutation',
      Array.from({ length: 10 }, () => logIn(batched.email)),
      { remoteAddress },
    );
    expect(first.map((reply) => reply.message)).toEqual(Array(10).fill(MSG.wrongPassword));
    const locked = await callBatch(env.app, 'mutation', [logIn(batched.email, TEST_PASSWORD)], { remoteAddress });
    expect(locked[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: MSG.tooManyLogins });
    expect(locked[0]?.headers['set-cookie']).toBeUndefined();

    // One failure left: ten guesses at once must not all be checked.
    const burst = await learner();
    await env.deps.limiters.loginFailuresPerAccountIp.consume(`${burst.email.toLowerCase()}|${remoteAddress}`, 9);
    const guesses = await callBatch(
      env.app,
      'mutation',
      Array.from({ length: 10 }, () => logIn(burst.email)),
      { remoteAddress },
    );
    expect(guesses.filter((reply) => reply.message === MSG.wrongPassword)).toHaveLength(1);
    expect(guesses.filter((reply) => reply.code === 'TOO_MANY_REQUESTS')).toHaveLength(9);
  });

  it('count every call of a batch: generations, Milo messages and reset emails', async () => {
    const signedIn = await learner();
    await env.deps.limiters.generationsPerUser.consume(signedIn.user.id, 25);
    const generate = { path: 'tests.generate', input: { topic: 'RESPA', numQuestions: 5 } };
    const generations = await callBatch(env.app, 'mutation', Array(10).fill(generate), { session: signedIn.token });
    expect(generations.filter((reply) => reply.code === null)).toHaveLength(5);
    expect(generations.filter((reply) => reply.message === MSG.generationLimit)).toHaveLength(5);

    await env.deps.limiters.chatMessagesPerUser.consume(signedIn.user.id, 55);
    const send = { path: 'chat.send', input: { message: 'What is RESPA?' } };
    const messages = await callBatch(env.app, 'mutation', Array(10).fill(send), { session: signedIn.token });
    expect(messages.filter((reply) => reply.code === null)).toHaveLength(5);
    expect(messages.filter((reply) => reply.message === MSG.chatLimit)).toHaveLength(5);

    const reset = { path: 'auth.requestPasswordReset', input: { email: signedIn.email } };
    const resets = await callBatch(env.app, 'mutation', Array(10).fill(reset), { remoteAddress: '203.0.113.11' });
    expect(resets.filter((reply) => reply.code === null)).toHaveLength(5);
    expect(resets.filter((reply) => reply.code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });

  it('count by the connecting address: a forged X-Forwarded-For does not reset them', async () => {
    const remoteAddress = '203.0.113.12';
    for (let batch = 0; batch < 3; batch++) {
      const calls = Array.from({ length: 10 }, () => ({
        path: 'auth.requestPasswordReset',
        input: { email: `${randomId(6)}@example.com` },
      }));
      const replies = await callBatch(env.app, 'mutation', calls, {
        remoteAddress,
        headers: { 'x-forwarded-for': `198.51.100.${batch}` },
      });
      expect(replies.every((reply) => reply.code === null)).toBe(true);
    }
    const [over] = await callBatch(
      env.app,
      'mutation',
      [{ path: 'auth.requestPasswordReset', input: { email: 'new@example.com' } }],
      {
        remoteAddress,
        headers: { 'x-forwarded-for': '198.51.100.99' },
      },
    );
    expect(over?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('headers and cookies', () => {
  /** One response of every kind the server sends: page, asset, data, stream, health and each refusal. */
  async function everyKindOfResponse(target: typeof env.app, origin: string) {
    const json = { origin, 'content-type': 'application/json' };
    const streamUrl = `/trpc/chat.reply?input=${encodeURIComponent(JSON.stringify({ messageId: 'x' }))}`;
    return {
      page: await target.inject({ method: 'GET', url: '/dashboard' }),
      asset: await target.inject({ method: 'GET', url: '/assets/app.js' }),
      data: await target.inject({ method: 'GET', url: '/trpc/ping' }),
      stream: await target.inject({ method: 'GET', url: streamUrl }),
      health: await target.inject({ method: 'GET', url: '/healthz' }),
      unauthorized: await target.inject({ method: 'GET', url: '/trpc/dashboard.stats' }),
      notFound: await target.inject({ method: 'GET', url: '/trpc/no.such.procedure' }),
      foreignOrigin: await target.inject({
        method: 'POST',
        url: '/trpc/auth.logOut',
        headers: { ...json, origin: 'https://evil.example' },
        payload: '{}',
      }),
      notJson: await target.inject({
        method: 'POST',
        url: '/trpc/auth.logOut',
        headers: { origin, 'content-type': 'text/plain' },
        payload: '{}',
      }),
      tooLarge: await target.inject({
        method: 'POST',
        url: '/trpc/auth.logOut',
        headers: json,
        payload: `"${'x'.repeat(300_000)}"`,
      }),
    };
  }

  it('sends CSP with frame-ancestors, nosniff and Referrer-Policy on every response, and no HSTS over http', async () => {
    for (const [kind, response] of Object.entries(await everyKindOfResponse(env.app, ORIGIN))) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(csp, kind).toContain("default-src 'self'");
      expect(csp, kind).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(response.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by'], kind).toBeUndefined();
      expect(response.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and clears it with the same flags', async () => {
    const signedIn = await learner();
    const logIn = { path: 'auth.logIn', type: 'mutation' } as const;
    const failed = await callProcedure(env.app, logIn, { input: { email: signedIn.email, password: 'wrong-password' } });
    expect(failed.headers['set-cookie']).toBeUndefined();
    const ok = await callProcedure(env.app, logIn, { input: { email: signedIn.email, password: TEST_PASSWORD } });
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^session=[a-z2-7]{32}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const token = /^session=([a-z2-7]+)/.exec(cookie)?.[1];
    const out = await callProcedure(env.app, { path: 'auth.logOut', type: 'mutation' }, { session: token });
    expect(String(out.headers['set-cookie'])).toMatch(
      /^session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('over https: HSTS and upgrade-insecure-requests everywhere, and a __Host- cookie that is Secure', async () => {
    const appUrl = 'https://mlo-prep.example';
    const httpsApp = await buildTestApp(createTestDeps(env.deps.db, { config: testConfig({ APP_URL: appUrl }) }));
    try {
      for (const [kind, response] of Object.entries(await everyKindOfResponse(httpsApp, appUrl))) {
        expect(response.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
        expect(String(response.headers['content-security-policy']), kind).toContain('upgrade-insecure-requests');
      }
      const signedIn = await learner();
      const response = await httpsApp.inject({
        method: 'POST',
        url: '/trpc/auth.logIn',
        headers: { origin: appUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: signedIn.email, password: TEST_PASSWORD }),
      });
      expect(String(response.headers['set-cookie'])).toMatch(
        /^__Host-session=[a-z2-7]{32}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/, // no Domain: a __Host- cookie
      );
      const token = /^__Host-session=([a-z2-7]+)/.exec(String(response.headers['set-cookie']))?.[1];
      const me = await httpsApp.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie: `__Host-session=${token}` } });
      expect(me.json()).toMatchObject({ result: { data: { id: signedIn.user.id } } });
      const plain = await httpsApp.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie: `session=${token}` } });
      expect(plain.json()).toMatchObject({ result: { data: null } }); // the plain name is not read over https
    } finally {
      await httpsApp.close();
    }
  });
});

describe('internals', () => {
  it('never reach a client: with the database gone, every procedure fails with the generic message', async () => {
    const gone = await openPglite(null);
    await gone.close();
    const brokenApp = await buildTestApp(createTestDeps(gone.db));
    try {
      const signedIn = await learner(); // its cookie makes even public procedures touch the database
      for (const procedure of procedures) {
        for (const session of [undefined, signedIn.token]) {
          const reply = await callProcedure(brokenApp, procedure, { input: sampleInput(procedure), session });
          if (reply.code === null || reply.code === 'UNAUTHORIZED' || reply.code === 'BAD_REQUEST') continue; // needed no database
          expect(reply.code, procedure.path).toBe('INTERNAL_SERVER_ERROR');
          expect(reply.message, procedure.path).toBe(MSG.internal);
          expect(reply.body, procedure.path).not.toMatch(/pglite|closed/i);
        }
      }
      const health = await brokenApp.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.body).not.toMatch(LEAK);
    } finally {
      await brokenApp.close();
    }
    // Its work grows with every procedure of the router: not a timing test.
  }, 120_000);

  it('keep the model key on the server, even when the provider echoes it back in an error', async () => {
    const key = ['sk', 'canary', '9f8e7d6c5b4a39281706f5e4d3c2b1a0'].join('-'); // a fake key, built at run time
    const fake = await startFakeOpenAi({
      kind: 'status',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${key}`, type: 'invalid_request_error' } },
    });
    const keyed = createTestDeps(env.deps.db, { config: testConfig({ OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.baseURL }) });
    const keyedApp = await buildTestApp(keyed);
    try {
      const signedIn = await learner();
      const admin = await createSignedInUser(env.deps, { role: 'admin' });
      const sent = await callerFor(keyed, signedIn).caller.chat.send({ message: 'What is TRID?' });
      const bodies = [
        (await keyedApp.inject({ method: 'GET', url: '/' })).body,
        (await callProcedure(keyedApp, { path: 'publicConfig', type: 'query' })).body,
        (
          await callProcedure(
            keyedApp,
            { path: 'tests.generate', type: 'mutation' },
            { input: { topic: 'TRID' }, session: signedIn.token },
          )
        ).body,
        (
          await callProcedure(
            keyedApp,
            { path: 'chat.reply', type: 'subscription' },
            { input: { messageId: sent.id }, session: signedIn.token },
          )
        ).body,
        (
          await callProcedure(
            keyedApp,
            { path: 'training.testAi', type: 'mutation' },
            { input: { question: 'Q?' }, session: admin.token },
          )
        ).body,
      ];
      expect(fake.requests.length).toBeGreaterThanOrEqual(3);
      expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${key}`); // the server did hold the key
      for (const body of bodies) {
        expect(body).not.toContain(key);
        expect(body).not.toContain('sk-canary');
      }
      // The built client is checked for the key in generation.test.ts ("the key stays on the server").
    } finally {
      await keyedApp.close();
      await fake.close();
    }
  });
});
