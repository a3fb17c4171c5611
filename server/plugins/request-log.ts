import type { FastifyInstance } from 'fastify';
import { levels } from 'pino';

/** A request slower than this is logged at info even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per finished request: at debug when it succeeded quickly (two info lines per request
 * cost a quarter of the server's throughput and bury what matters), at info when slow or refused,
 * at warn when the server failed. Query strings are left out: they carry tRPC inputs.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    // A 429 is a flood being refused: one line each would flood the log too (the flood guard sums them up).
    const level = status >= 500 ? 'warn' : (status >= 400 && status !== 429) || ms > SLOW_REQUEST_MS ? 'info' : 'debug';
    // The common case, a quick success at debug below the logger's level, builds nothing.
    if ((levels.values[level] ?? 0) < (levels.values[request.log.level] ?? 0)) return done();
    request.log[level](
      { method: request.method, path: request.url.split('?')[0], status, ms: Math.round(ms) },
      'request completed',
    );
    done();
  });
}
