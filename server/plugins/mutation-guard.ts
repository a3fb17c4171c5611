import type { FastifyInstance } from 'fastify';

/**
 * CSRF defence, with SameSite cookies: a POST to /trpc (every mutation) must come from our own
 * origin and carry JSON. tRPC would also parse form posts, which a foreign page can send
 * without a preflight. Runs before any procedure.
 */
export function registerMutationGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || !req.url.startsWith('/trpc')) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const sameOrigin = origin ? allowedOrigins.includes(origin) : fetchSite === 'same-origin';
    if (!sameOrigin || (origin && fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
      req.log.warn({ origin, fetchSite }, 'mutation refused: foreign or missing origin');
      return reply.code(403).send({ error: { message: 'Forbidden: requests must come from this site' } });
    }
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      return reply.code(415).send({ error: { message: 'Unsupported Media Type: send application/json' } });
    }
  });
}
