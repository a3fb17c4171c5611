import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { createContextFactory } from './context';
import type { AppDeps } from './deps';
import { registerFloodGuard } from './plugins/flood-guard';
import { registerMutationGuard } from './plugins/mutation-guard';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { type AppRouter, appRouter } from './router';
import type { FloodBudgets } from './services/flood-budget';
import { publicSettings } from './services/public-settings';
import { FLOOD_REFUSAL_DELAY_MS, floodBudgets } from './services/rate-limits';
import { sessionCookieName } from './session-cookie';

export type BuildAppOptions = {
  deps: Omit<AppDeps, 'log'>;
  logger: FastifyBaseLogger;
  clientDist?: string;
  /** Extra origins allowed to send mutations (the Vite dev server). */
  extraOrigins?: string[];
  /** Plugins left out, for the benchmark that measures what each one costs (bench/ceiling.bench.ts); never in production. */
  omitPlugins?: readonly OptionalPlugin[];
  /** The flood guard's budgets; by default floodBudgets(RATE_LIMIT_MULTIPLIER). */
  floodBudgets?: FloodBudgets;
};

export const OPTIONAL_PLUGINS = ['helmet', 'cookie', 'compress', 'mutationGuard', 'floodGuard', 'requestLog'] as const;
export type OptionalPlugin = (typeof OPTIONAL_PLUGINS)[number];

export const BODY_LIMIT_BYTES = 256 * 1024;
export const MAX_BATCH_SIZE = 10;

/**
 * Builds the Fastify instance; server/index.ts only starts it. One function because plugin order is
 * the security design (headers, cookies, the CSRF and flood guards before tRPC), read top to bottom.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options.deps;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 }, // batched GET URLs carry every call's path
    // A hop count, not `true`: only the entries our own proxies appended are believed, so a client
    // cannot choose its IP (and dodge per-IP limits) by sending its own X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    // server/plugins/request-log.ts logs requests instead: at debug unless slow or failed.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const uses = (plugin: OptionalPlugin) => !options.omitPlugins?.includes(plugin);
  if (uses('requestLog')) registerRequestLog(app);
  const deps: AppDeps = { ...options.deps, log: app.log };
  // On close, open Milo streams end first so the server can drain (their clients reconnect elsewhere).
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  const https = config.APP_URL.startsWith('https://');

  if (uses('helmet'))
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
  // The cookie parser is needed for sessions; without it (benchmark only) nobody is signed in.
  if (uses('cookie')) await app.register(fastifyCookie);
  if (uses('compress')) await app.register(fastifyCompress, { threshold: 1024 }); // its default types skip text/event-stream
  if (uses('mutationGuard')) registerMutationGuard(app, [new URL(config.APP_URL).origin, ...(options.extraOrigins ?? [])]);
  // After the cookie parser (it reads the session cookie), before the body is parsed.
  if (uses('floodGuard'))
    registerFloodGuard(app, {
      budgets: options.floodBudgets ?? floodBudgets(config.RATE_LIMIT_MULTIPLIER),
      refusalDelayMs: FLOOD_REFUSAL_DELAY_MS,
      sessionCookie: sessionCookieName(config.APP_URL),
      db: deps.db,
      sessionCache: deps.sessionCache,
    });

  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', message: 'database unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(deps, stopping.signal),
      maxBatchSize: MAX_BATCH_SIZE,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerSpa(app, {
    distDir: options.clientDist,
    sessionCookie: sessionCookieName(config.APP_URL),
    publicSettings: publicSettings(deps),
  });
  return app;
}
