import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  hsts: false as const,
  frameguard: { action: 'deny' as const },
};

describe('security headers worked out once', () => {
  it('are what helmet itself decides for the options', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('go on every reply: a route, a 404 and an error', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/missing', '/fail']) {
      const response = await app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    await app.close();
  });
});
