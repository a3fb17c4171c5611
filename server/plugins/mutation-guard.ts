import type { FastifyInstance } from 'fastify';

/** Methods that change nothing here: tRPC runs mutations only on POST, and GET/HEAD reach queries. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * CSRF defence, with SameSite cookies: every request that is not a GET or HEAD must come from our
 * own origin and carry JSON. tRPC would also parse form and multipart posts, which a foreign page
 * can send without a preflight, and a procedure with no input ignores whatever body it gets.
 *
 * It decides on the method alone, never on the URL: the router decodes the path (`/%74rpc/…`),
 * accepts absolute request targets (`POST http://host/trpc/…`) and dot segments, so any check of
 * the raw URL's spelling can be walked around (issue 16). The app has no non-GET route that a
 * foreign page should reach, so refusing them all costs nothing.
 */
export function registerMutationGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  // A callback hook, not an async one: it runs on every request, and most are GETs it lets through.
  app.addHook('onRequest', (req, reply, done) => {
    if (SAFE_METHODS.has(req.method)) return done();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const sameOrigin = origin ? allowedOrigins.includes(origin) : fetchSite === 'same-origin';
    if (!sameOrigin || (origin && fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
      req.log.warn({ origin, fetchSite, method: req.method }, 'mutation refused: foreign or missing origin');
      reply.code(403).send({ error: { message: 'Forbidden: requests must come from this site' } });
      return;
    }
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      reply.code(415).send({ error: { message: 'Unsupported Media Type: send application/json' } });
      return;
    }
    done();
  });
}
