import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createLogger } from './create-logger';
import { DataDirLockedError } from './db/data-dir-lock';
import { createRuntime } from './runtime';

/** Reads the settings; a bad one ends the process with its one-line message. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the server: settings, database and migrations, then HTTP; stops gracefully on signals. */
export async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config);
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  try {
    runtime = await createRuntime(config, log);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    log.fatal({ err: error }, 'could not open the database');
    process.exit(1);
  }
  const app = await buildApp({ deps: runtime.deps, logger: log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close(); // ends Milo streams, stops accepting, waits for in-flight requests
    await runtime.close(); // PGlite must be closed to flush its files; postgres.js ends its pool
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`MLO Prep is running at ${config.APP_URL} (database: ${runtime.database.driver}, AI: ${runtime.deps.ai.mode})`);
}
