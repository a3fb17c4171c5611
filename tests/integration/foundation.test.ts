import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonHeaders, ORIGIN } from '../helpers/test-app';
import { setUpTestEnvironment } from '../helpers/test-environment';

const env = setUpTestEnvironment({ app: true });

describe('HTTP foundation', () => {
  it('answers /healthz after checking the database', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html for client routes and 404 for unknown API and asset paths', async () => {
    for (const url of ['/', '/dashboard', '/practice-test/abc?mode=review', '/no/such/page']) {
      const response = await env.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"');
    }
    expect((await env.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await env.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: '/trpc/no.such.procedure' })).statusCode).toBe(404);
  });

  it('sends index.html compressed and never cached, and fingerprinted assets cached for good', async () => {
    const page = await env.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip'); // the real page carries the inlined CSS: 36 kB raw
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await env.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("names the screen's own code in the page, for the browser to fetch with the app's", async () => {
    const login = await env.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LogIn-fixture.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/forms-fixture.js">');
    const landing = await env.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).not.toContain('modulepreload');
  });

  const FIRST_BATCH_PRELOAD =
    '<link rel="preload" href="/trpc/auth.me,publicConfig?batch=1&amp;input=%7B%7D" as="fetch" crossorigin="anonymous">';

  it('names the first tRPC batch (the sign-in state and public settings) in every page the app renders itself', async () => {
    const cookies = { session: 'any-token' };
    for (const url of ['/', '/login', '/history']) {
      const page = await env.app.inject({ method: 'GET', url, cookies });
      expect(page.body, url).toContain(FIRST_BATCH_PRELOAD);
      expect(page.body, url).not.toContain('data-prerendered');
    }
    // The dashboard's batch carries its widgets' data too (shared/routes.ts firstData), so nothing moves when it arrives.
    for (const dashboard of [
      await env.app.inject({ method: 'GET', url: '/dashboard', cookies }),
      await env.app.inject('/dashboard'),
    ]) {
      expect(dashboard.body).toContain(
        '<link rel="preload" href="/trpc/auth.me,publicConfig,dashboard.stats,dashboard.recent,dashboard.categories,' +
          'dashboard.scoreHistory,dashboard.readiness,attempts.open?batch=1&amp;input=%7B%7D" as="fetch" crossorigin="anonymous">',
      );
    }
  });

  it('sends a public page built ahead of time to a visitor without a session cookie, with the public settings in it', async () => {
    for (const [url, heading] of [
      ['/', 'Pass the SAFE MLO exam with confidence'],
      ['/login', 'Log In'],
    ]) {
      const page = await env.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers.vary, url).toContain('Cookie');
      expect(page.body, url).toContain(`<div id="root" data-prerendered=""><h1>${heading}</h1>`);
      expect(page.body, url).not.toContain(FIRST_BATCH_PRELOAD); // nothing to ask: the visitor is signed out
      const settings = page.body.match(/<script type="application\/json" id="public-config">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(settings ?? 'null'), url).toEqual(
        (await env.app.inject({ method: 'GET', url: '/trpc/publicConfig' })).json().result.data,
      );
    }
    // A public page the build did not render (an older build) falls back to the shell.
    expect((await env.app.inject({ method: 'GET', url: '/terms' })).body).toContain(FIRST_BATCH_PRELOAD);
  });

  it('sends the security headers', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined(); // http APP_URL: no HSTS
  });

  it('refuses a mutation from a foreign or missing origin before any procedure runs', async () => {
    const body = JSON.stringify({ email: 'a@b.co' });
    const foreign = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.requestPasswordReset',
      headers: { ...jsonHeaders, origin: 'https://evil.example' },
      body,
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.requestPasswordReset',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.statusCode).toBe(403);
    const crossSite = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.requestPasswordReset',
      headers: { ...jsonHeaders, 'sec-fetch-site': 'cross-site' },
      body,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a form-encoded mutation with 415', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.logOut',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(response.statusCode).toBe(415);
  });

  it('accepts a same-origin JSON mutation', async () => {
    const response = await env.app.inject({ method: 'POST', url: '/trpc/auth.logOut', headers: jsonHeaders, body: '{}' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects oversized bodies and over-long batches with 4xx, never 5xx', async () => {
    const big = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.logOut',
      headers: jsonHeaders,
      body: JSON.stringify({ x: 'a'.repeat(400_000) }),
    });
    expect(big.statusCode).toBe(413);
    const paths = Array.from({ length: 11 }, () => 'ping').join(',');
    const batch = await env.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input={}` });
    expect(batch.statusCode).toBeGreaterThanOrEqual(400);
    expect(batch.statusCode).toBeLessThan(500);
  });

  it('hides internals: errors carry no stack trace', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: jsonHeaders,
      body: '{"fullName":12}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('stack');
    expect(response.body).not.toContain('at ');
  });
});

describe('settings', () => {
  it('stops start-up with one line naming a bad setting', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const result = spawnSync(process.execPath, ['server/start.js'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n'); // the server may have been compiled first (on stdout)
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid setting PORT \("abc"\): must be a whole number/);
  });
});

describe('error shape for forms', () => {
  it('returns the first zod message and per-field errors', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: jsonHeaders,
      body: JSON.stringify({ fullName: 'Al', email: 'bad', password: 'secret1', confirmPassword: 'secret1' }),
    });
    const body = response.json() as { error: { message: string; data: { fieldErrors: Record<string, string[]> } } };
    expect(response.statusCode).toBe(400);
    expect(body.error.message).toBe('email: Please enter a valid email address');
    expect(body.error.data.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});
