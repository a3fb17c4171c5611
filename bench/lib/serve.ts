import pino from 'pino';
import { buildApp, OPTIONAL_PLUGINS, type OptionalPlugin } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createRuntime } from '../../server/runtime';

/**
 * The server exactly as server/index.ts builds it (settings, runtime, buildApp), except that the
 * client comes from BENCH_CLIENT_DIST: a bench's own build. dist/client is shared with everyone
 * else in this repo, and a `vite build` there (an e2e run, or server/start.ts finding the
 * sources newer) would swap the files under a measurement, or ours under theirs.
 */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const runtime = await createRuntime(config, log);
// BENCH_OMIT_PLUGINS=helmet,compress leaves those out (the ceiling benchmark measures each one's cost).
const omitPlugins = (process.env.BENCH_OMIT_PLUGINS ?? '')
  .split(',')
  .filter((name): name is OptionalPlugin => (OPTIONAL_PLUGINS as readonly string[]).includes(name));
const app = await buildApp({ deps: runtime.deps, logger: log, clientDist: process.env.BENCH_CLIENT_DIST, omitPlugins });
process.once('SIGTERM', async () => {
  await app.close();
  await runtime.close(); // PGlite must be closed to flush its files; postgres.js ends its pool
  process.exit(0);
});
await app.listen({ port: config.PORT, host: config.HOST });
log.info(`bench server listening at ${config.APP_URL} (database: ${runtime.database.driver})`);
