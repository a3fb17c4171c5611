import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Pretty, coloured lines for a person at a terminal; JSON lines for a log collector (when output is
 * not a terminal, or LOG_FORMAT=json). The pretty stream is synchronous so the last lines before an
 * exit are never lost.
 */
/**
 * A failed query's error carries its parameters (Drizzle's `params`, postgres.js's `parameters`):
 * session hashes, emails, password hashes. The log keeps the query's text and drops those values.
 */
export const REDACTED_PATHS = [
  'err.params',
  'err.parameters',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.cause.params',
  'err.cause.cause.parameters',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, output = process.stdout) {
  const format = config.LOG_FORMAT ?? (output.isTTY ? 'pretty' : 'json');
  const options = { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (format === 'json') return pino(options, output);
  return pino(
    options,
    pretty({
      destination: output,
      sync: true,
      colorize: Boolean(output.isTTY),
      ignore: 'pid,hostname',
      translateTime: 'HH:MM:ss',
    }),
  );
}
