import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { callProcedure } from '../helpers/procedures';
import { ORIGIN } from '../helpers/test-app';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

/**
 * The CSRF guard over a real socket, with request lines a browser would never send but an
 * attacker's page or proxy can: the path encoded, double-encoded, as an absolute URI, with dots.
 * fastify.inject normalises some of these, so the bytes go over TCP exactly as written here.
 */
const env = setUpTestEnvironment({ app: true });
let port: number;

beforeAll(async () => {
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  port = (env.app.server.address() as AddressInfo).port;
});

/** Sends one raw HTTP/1.1 request and returns its status code. */
function rawRequest(requestLine: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no status line in ${JSON.stringify(answer.slice(0, 200))}`));
    });
    socket.on('error', reject);
    const lines = Object.entries({
      host: `127.0.0.1:${port}`,
      connection: 'close',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
  });
}

/** The request targets of one procedure that may reach the router: plain, encoded, absolute, dotted. */
function targets(path: string): string[] {
  const encoded = path.replace(/^a/, '%61'); // 'auth.' → '%61uth.'
  return [
    `/trpc/${path}`,
    `/%74rpc/${path}`,
    `/%74%72%70%63/${path}`,
    `/%2574rpc/${path}`, // double-encoded
    `/trpc/${encoded}`,
    `/trpc%2F${path}`,
    `/trpc/${path}.`,
    `/trpc/./${path}`,
    `/x/../trpc/${path}`,
    `//trpc/${path}`,
    `/TRPC/${path}`,
    `/trpc/${path}?batch=1`,
    `/trpc/${path},${path}?batch=1`,
    `http://127.0.0.1:${port}/trpc/${path}`,
    `http://127.0.0.1.:${port}/trpc/${path}`, // trailing dot in the host
    `http://localhost:3000/trpc/${path}`,
    `http://evil.example/trpc/${path}`,
    `http://127.0.0.1:${port}/%74rpc/${path}`,
  ];
}

const FOREIGN_HEADERS: Record<string, string>[] = [
  { origin: 'http://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
  { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
  { origin: 'http://evil.example', 'content-type': 'text/plain' },
  { origin: 'http://evil.example', 'content-type': 'application/json' },
  { origin: `${ORIGIN}.`, 'content-type': 'application/json' }, // trailing dot: another origin to a browser
  { origin: 'http://localhost.:3000', 'content-type': 'application/json' },
  { 'content-type': 'text/plain' }, // no Origin at all (an old browser, a form with Referrer-Policy)
  { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }, // our origin but not JSON
  { origin: ORIGIN, 'content-type': 'text/plain' },
  { origin: ORIGIN, 'content-type': 'application/json, text/plain' },
];

describe('the CSRF guard over a real socket', () => {
  it('refuses foreign or non-JSON POSTs whatever the request target looks like, so logOutEverywhere never runs', async () => {
    const victim = await createSignedInUser(env.deps);
    const cookie = { cookie: `session=${victim.token}` };
    const through: string[] = [];
    for (const target of targets('auth.logOutEverywhere')) {
      for (const headers of FOREIGN_HEADERS) {
        const body = headers['content-type']?.startsWith('multipart')
          ? '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'
          : '{}';
        const status = await rawRequest(`POST ${target} HTTP/1.1`, { ...headers, ...cookie }, body);
        // 403/415 from the guard; 400 or 404 from Node or the router for targets that route nowhere.
        if (![400, 403, 404, 415].includes(status)) through.push(`${status} ${target} ${JSON.stringify(headers)}`);
      }
    }
    expect(through).toEqual([]);
    const me = await callProcedure(env.app, { path: 'auth.me', type: 'query' }, { session: victim.token });
    expect(me.data).toMatchObject({ id: victim.user.id }); // the victim is still signed in
  });

  it('refuses every method but GET and HEAD from a foreign origin, on any path', async () => {
    const victim = await createSignedInUser(env.deps);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const target of ['/trpc/auth.logOutEverywhere', '/%74rpc/auth.logOutEverywhere', '/anything', '/healthz']) {
        const status = await rawRequest(
          `${method} ${target} HTTP/1.1`,
          { origin: 'http://evil.example', 'content-type': 'text/plain', cookie: `session=${victim.token}` },
          '{}',
        );
        expect(status, `${method} ${target}`).toBe(403);
      }
    }
    const me = await callProcedure(env.app, { path: 'auth.me', type: 'query' }, { session: victim.token });
    expect(me.data).toMatchObject({ id: victim.user.id });
  });

  it('still lets our own page through, by any spelling of the path', async () => {
    for (const target of ['/trpc/auth.logOut', '/%74rpc/auth.logOut', `http://127.0.0.1:${port}/trpc/auth.logOut`]) {
      const status = await rawRequest(`POST ${target} HTTP/1.1`, { origin: ORIGIN, 'content-type': 'application/json' }, '{}');
      expect(status, target).toBe(200);
    }
  });
});
