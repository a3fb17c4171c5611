import { MSG } from '@shared/messages';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { SessionCache } from '../services/auth/session-cache';
import { isLiveSessionToken, readSessionToken } from '../services/auth/sessions';
import { createFloodBudget, type FloodBudgets } from '../services/flood-budget';

/**
 * The public mutations: anyone may call them, and each makes the server work (a database write, a
 * code look-up, an email, a password hash). tests/integration/security-auth-abuse.test.ts checks
 * this list against the router, so a new public mutation fails the test until it is here.
 */
export const PUBLIC_MUTATIONS: ReadonlySet<string> = new Set([
  'auth.signUp',
  'auth.resendVerification',
  'auth.verifyEmail',
  'auth.logIn',
  'auth.logOut',
  'auth.requestPasswordReset',
  'auth.resetPassword',
]);

const TRPC_ROUTE = '/trpc/:path';
/** One warning line per this long while refusing, not one per refused request. */
const REPORT_EVERY_MS = 10_000;

/**
 * Refuses floods of the public mutations before the body is read, the router runs or the database is
 * asked (issue 16: 16 connections of random reset codes multiplied a signed-in learner's latency
 * 5–25×, though each call was refused by its per-IP limit or its code look-up). Calls from anyone
 * not signed in spend a per-address and a total token budget (server/services/flood-budget.ts), each
 * call of a batch counted; past it the answer is tRPC's 429. A signed-in learner's calls are never
 * charged. The per-IP limits of the services (rate-limits.ts) still count what gets through.
 */
export function registerFloodGuard(
  app: FastifyInstance,
  options: {
    budgets: FloodBudgets;
    /** How long a refused call waits for its 429 (see FLOOD_REFUSAL_DELAY_MS). */
    refusalDelayMs: number;
    sessionCookie: string;
    db: Db;
    sessionCache?: SessionCache | undefined;
  },
) {
  const budget = createFloodBudget(options.budgets);
  let refused = 0;
  let lastReport = 0;

  const signedIn = async (req: FastifyRequest) => {
    const token = readSessionToken(req.cookies?.[options.sessionCookie]);
    if (!token) return false;
    try {
      return await isLiveSessionToken(options.db, token, options.sessionCache);
    } catch {
      return false; // the database cannot vouch for it: charged like anyone else
    }
  };

  /** Spends the caller's budget; past it, answers 429 (after the hold) and says so. */
  const refuseIfFlooding = async (req: FastifyRequest, reply: FastifyReply, paths: string[], charged: number) => {
    // A learner's own calls are never charged. A forged cookie costs the flood one indexed read (no
    // write), and its calls are then charged like any other.
    if (await signedIn(req)) return false;
    const taken = budget.take(req.ip, charged);
    if (taken.ok) return false;
    refused++;
    if (Date.now() - lastReport > REPORT_EVERY_MS) {
      req.log.warn({ refused, ip: req.ip }, 'flood guard: public mutations refused');
      lastReport = Date.now();
      refused = 0;
    }
    const error = (path: string) => ({
      error: {
        message: MSG.rateLimited,
        code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path, reason: 'rate-limited' },
      },
    });
    const batch = (req.query as { batch?: string }).batch === '1';
    // Answered at once, a refusal lets each of a flood's connections ask again at once: thousands of
    // 429s a second still took the event loop from signed-in learners (3.5–7× their p95). Held, each
    // connection gets about one call a second through (nginx's limit_req delays the same way).
    await new Promise((resolve) => setTimeout(resolve, options.refusalDelayMs));
    reply
      .code(429)
      .header('retry-after', String(taken.retryAfterSeconds))
      .send(batch ? paths.map(error) : error(paths[0] ?? ''));
    return true;
  };

  // A callback hook: it sees every request, and all but the public mutations pass at once, with no promise.
  app.addHook('onRequest', (req, reply, done) => {
    // The routed request, never the raw URL's spelling (the router decodes `/%74rpc/…`).
    if (req.method !== 'POST' || req.routeOptions.url !== TRPC_ROUTE) return done();
    const paths = ((req.params as { path?: string }).path ?? '').split(',');
    const charged = paths.filter((path) => PUBLIC_MUTATIONS.has(path)).length;
    if (charged === 0) return done();
    refuseIfFlooding(req, reply, paths, charged).then(
      (refusedNow) => {
        if (!refusedNow) done();
      },
      (error: Error) => done(error),
    );
  });
}
