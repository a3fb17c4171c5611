import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema';
import { createSession } from '../../server/services/auth/sessions';
import { callProcedure, LEAK, listProcedures, type Procedure, sampleInput } from '../helpers/procedures';
import { jsonHeaders } from '../helpers/test-app';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * Random JSON at every procedure of the router, as an anonymous caller, a learner and an admin:
 * whatever arrives, the answer is a 4xx or a success, never a 5xx. fast-check prints the seed and
 * the smallest failing input when one is found.
 */
const procedures = listProcedures();
const RUNS_PER_PROCEDURE = 60;

const env = setUpTestEnvironment({ app: true });
let userIds: { learner: string; admin: string };

beforeAll(async () => {
  const [learner, admin] = await Promise.all([createSignedInUser(env.deps), createSignedInUser(env.deps, { role: 'admin' })]);
  userIds = { learner: learner.user.id, admin: admin.user.id };
});
beforeEach(async () => {
  await env.deps.db.delete(rateLimits); // let valid inputs reach the procedures, not the limits
});

/** Strings that have broken servers before: NUL, lone surrogates, injections, huge, numeric-looking. */
const nastyString = fc.constantFrom(
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '💥🔥',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'x'.repeat(3000),
);
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nastyString);
const anyValue = fc.oneof(
  anyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.array(anyString, { maxLength: 4 }),
);

/** Anything at all, or an object with the procedure's own keys holding either good or random values. */
function inputFor(procedure: Procedure): fc.Arbitrary<unknown> {
  const anything = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constant(undefined), fc.constant({}));
  const keys = procedure.inputKeys;
  if (!keys) return anything;
  const good = sampleInput(procedure) as Record<string, unknown>;
  // Each field: its good value, that value spoiled by a nasty string, or anything at all.
  const field = (key: string) => {
    const value = good[key];
    const spoiled = typeof value === 'string' ? nastyString.map((nasty) => `${value}${nasty}`) : anyValue;
    return fc.oneof(fc.constant(value), spoiled, anyValue);
  };
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys: [] });
  const withExtraKey = fc.tuple(shaped, anyString, anyValue).map(([input, key, value]) => ({ ...input, [key]: value }));
  return fc.oneof({ weight: 1, arbitrary: anything }, { weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: withExtraKey });
}

const role = fc.constantFrom('anonymous', 'learner', 'admin') as fc.Arbitrary<'anonymous' | 'learner' | 'admin'>;
/** A new session per call: logOut and logOutEverywhere end the caller's sessions. */
const sessionFor = async (who: 'anonymous' | 'learner' | 'admin') =>
  who === 'anonymous' ? undefined : (await createSession(env.deps.db, userIds[who])).token;

describe('random JSON at every procedure', () => {
  for (const procedure of procedures) {
    it(`${procedure.path} (${procedure.type}) never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(inputFor(procedure), role, async (input, who) => {
          const reply = await callProcedure(env.app, procedure, { input, session: await sessionFor(who) });
          expect(reply.status, reply.body).toBeLessThan(500);
          expect(reply.code, reply.body).not.toBe('INTERNAL_SERVER_ERROR'); // streams report errors in-band
        }),
        { numRuns: RUNS_PER_PROCEDURE },
      );
    });
  }
});

describe('random requests at the transport', () => {
  const mutations = procedures.filter((procedure) => procedure.type === 'mutation');
  const queries = procedures.filter((procedure) => procedure.type === 'query');
  const rawBody = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );

  it('bodies that are not JSON, or not what tRPC expects, never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mutations), rawBody, fc.boolean(), role, async (procedure, payload, batch, who) => {
        const session = await sessionFor(who);
        const response = await env.app.inject({
          method: 'POST',
          url: `/trpc/${procedure.path}${batch ? '?batch=1' : ''}`,
          headers: { ...jsonHeaders, ...(session ? { cookie: `session=${session}` } : {}) },
          payload,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.body).not.toMatch(LEAK);
      }),
      { numRuns: 300 },
    );
  });

  it('query strings and batches of random calls never get a 5xx', async () => {
    const call = fc.constantFrom(...queries).chain((procedure) => inputFor(procedure).map((input) => ({ procedure, input })));
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), rawBody, role, async (calls, junk, who) => {
        const session = await sessionFor(who);
        const headers = session ? { cookie: `session=${session}` } : {};
        const paths = calls.map(({ procedure }) => procedure.path).join(',');
        const inputs = JSON.stringify(Object.fromEntries(calls.map(({ input }, index) => [index, input])));
        for (const url of [
          `/trpc/${paths}?batch=1&input=${encodeURIComponent(inputs)}`,
          `/trpc/${paths}?batch=1&input=${encodeURIComponent(junk)}`,
          `/trpc/${calls[0]?.procedure.path}?input=${encodeURIComponent(junk)}`,
        ]) {
          const response = await env.app.inject({ method: 'GET', url, headers });
          expect(response.statusCode, `${url}\n${response.body}`).toBeLessThan(500);
          expect(response.body).not.toContain('INTERNAL_SERVER_ERROR');
        }
      }),
      { numRuns: 200 },
    );
  });
});
