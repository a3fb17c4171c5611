import type { AddressInfo } from 'node:net';
import { MSG } from '@shared/messages';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_MUTATIONS } from '../../server/plugins/flood-guard';
import type { AppRouter } from '../../server/router';
import { randomId } from '../../server/services/ids';
import { FLOOD_REFUSAL_DELAY_MS, floodBudgets } from '../../server/services/rate-limits';
import { passwordHashes } from '../helpers/counting-passwords';
import { listProcedures } from '../helpers/procedures';
import { buildTestApp, ORIGIN } from '../helpers/test-app';
import { testConfig } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

/**
 * The flood guard (server/plugins/flood-guard.ts) over a real socket, with the real budgets: a flood
 * of public mutations is answered 429 before any password is hashed, a signed-in learner is never
 * charged, and the budget refills. TRUST_PROXY=1 lets each request name its address.
 */
vi.mock('../../server/services/auth/passwords', (importOriginal) =>
  import('../helpers/counting-passwords').then((helper) => helper.countingPasswords(importOriginal)),
);

const BUDGETS = floodBudgets();
const env = setUpTestEnvironment({ deps: { config: testConfig({ TRUST_PROXY: '1' }) } });
const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function listen(budgets = BUDGETS): Promise<string> {
  const app = await buildTestApp(env.deps, { floodBudgets: budgets });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Reply = { status: number; retryAfter: string | null; session: string | null; body: unknown };

/** One POST of `paths` (a batch when more than one) from `address`. */
async function post(
  url: string,
  options: { address: string; paths: string[]; input: () => unknown; cookie?: string },
): Promise<Reply> {
  const batch = options.paths.length > 1;
  const body = batch ? Object.fromEntries(options.paths.map((_, index) => [index, options.input()])) : options.input();
  const response = await fetch(`${url}/trpc/${options.paths.join(',')}${batch ? '?batch=1' : ''}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': options.address,
      ...(options.cookie ? { cookie: `session=${options.cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const session = /(?:^|, )session=([a-z2-7]{32})/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), session, body: await response.json() };
}

const signUpInput = () => {
  const password = 'flood-pass-1';
  return { fullName: 'Flood Test', email: `flood-${randomId(8)}@example.com`, password, confirmPassword: password };
};
const resetInput = () => ({ oobCode: randomId(20), password: 'flood-pass-1', confirmPassword: 'flood-pass-1' });
const rateLimitedError = (path: string) => ({
  error: {
    message: MSG.rateLimited,
    code: -32029,
    data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path, reason: 'rate-limited' },
  },
});

describe('the flood guard', () => {
  it('covers every public mutation of the router', () => {
    const mutations = listProcedures().filter((procedure) => procedure.type === 'mutation' && procedure.path.startsWith('auth.'));
    // logOutEverywhere is the one auth mutation that needs a session.
    expect([...PUBLIC_MUTATIONS].sort()).toEqual(
      mutations
        .map((procedure) => procedure.path)
        .filter((path) => path !== 'auth.logOutEverywhere')
        .sort(),
    );
  });

  it('answers a flood from one address 429 before any password is hashed, each call of a batch counted', async () => {
    const url = await listen();
    const address = '198.51.100.7';
    const before = passwordHashes.count;
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => post(url, { address, paths: ['auth.signUp'], input: signUpInput })),
    );
    const admitted = flood.filter((reply) => reply.status === 200);
    const refused = flood.filter((reply) => reply.status === 429);
    expect(admitted).toHaveLength(BUDGETS.perAddress.capacity);
    expect(refused).toHaveLength(30 - BUDGETS.perAddress.capacity);
    expect(refused[0]?.body).toEqual(rateLimitedError('auth.signUp'));
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(passwordHashes.count - before).toBe(admitted.length); // one hash per admitted sign-up, none for the refused

    // A batch is as many calls as it holds: each gets tRPC's error, so the client shows each its message.
    const batch = await post(url, { address: '198.51.100.8', paths: Array(10).fill('auth.resetPassword'), input: resetInput });
    expect(batch.status).not.toBe(429); // ten calls: exactly the capacity
    const next = await post(url, { address: '198.51.100.8', paths: ['auth.resetPassword', 'auth.logIn'], input: resetInput });
    expect(next.status).toBe(429);
    expect(next.body).toEqual([rateLimitedError('auth.resetPassword'), rateLimitedError('auth.logIn')]);
  });

  it("refuses every address once the total is spent, and never charges a signed-in learner's calls", async () => {
    // The real capacities, refilled once in ten minutes: what is spent stays spent while the test runs.
    const url = await listen({
      ...BUDGETS,
      perAddress: { ...BUDGETS.perAddress, refillPerSecond: 1 / 600 },
      total: { ...BUDGETS.total, refillPerSecond: 1 / 600 },
    });
    const learner = await createSignedInUser(env.deps);
    const total = BUDGETS.total.capacity;
    const spread = await Promise.all(
      Array.from({ length: total + 20 }, (_, index) =>
        post(url, { address: `203.0.113.${index}`, paths: ['auth.resetPassword'], input: resetInput }),
      ),
    );
    expect(spread.filter((reply) => reply.status !== 429)).toHaveLength(total);
    const stranger = await post(url, { address: '192.0.2.200', paths: ['auth.resetPassword'], input: resetInput });
    expect(stranger.status).toBe(429);

    // The learner, from an address that is spent as well: their public calls go through (and are not
    // charged) — here logging in again and again, each time with the session the last one gave.
    const address = '203.0.113.0';
    let token = learner.token;
    for (let call = 0; call < 3 * BUDGETS.perAddress.capacity; call++) {
      const reply = await post(url, {
        address,
        paths: ['auth.logIn'],
        input: () => ({ email: learner.email, password: TEST_PASSWORD }),
        cookie: token,
      });
      expect(reply.status, `call ${call}`).toBe(200);
      token = reply.session ?? '';
    }
    // … and so do their reads, through tRPC's own client.
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc`, headers: { cookie: `session=${token}`, 'x-forwarded-for': address } })],
    });
    await expect(client.dashboard.stats.query()).resolves.toBeDefined();
    // A forged cookie is charged like no cookie at all.
    const forged = await post(url, { address, paths: ['auth.logOut'], input: () => ({}), cookie: 'a'.repeat(32) });
    expect(forged.status).toBe(429);
  });

  it("shows tRPC's client the spec's message, and refills at its rate", async () => {
    const url = await listen({
      perAddress: { capacity: 2, refillPerSecond: 0.5 },
      total: { capacity: 100, refillPerSecond: 100 },
      maxAddresses: 100,
    });
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${url}/trpc`, headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.30' } })],
    });
    const reset = () => client.auth.resetPassword.mutate(resetInput());
    await expect(reset()).rejects.toThrow(MSG.resetLinkInvalid);
    await expect(reset()).rejects.toThrow(MSG.resetLinkInvalid);
    const askedAt = Date.now();
    const refused = await reset().catch((error: unknown) => error);
    expect(Date.now() - askedAt, 'a refusal is held').toBeGreaterThanOrEqual(FLOOD_REFUSAL_DELAY_MS - 50);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).message).toBe(MSG.rateLimited);
    expect((refused as TRPCClientError<AppRouter>).data?.code).toBe('TOO_MANY_REQUESTS');
    // Over 2 s since the budget was spent (the held refusal, then this): one token back at one per 2 s.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(reset()).rejects.toThrow(MSG.resetLinkInvalid);
    await expect(reset()).rejects.toThrow(MSG.rateLimited);
  });
});
