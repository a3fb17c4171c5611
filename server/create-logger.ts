import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Pretty, coloured lines for a person at a terminal; JSON lines for a log collector (when output is
 * not a terminal, or LOG_FORMAT=json). The pretty stream is synchronous so the last lines before an
 * exit are never lost.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, output = process.stdout) {
  const format = config.LOG_FORMAT ?? (output.isTTY ? 'pretty' : 'json');
  if (format === 'json') return pino({ level: config.LOG_LEVEL }, output);
  return pino(
    { level: config.LOG_LEVEL },
    pretty({
      destination: output,
      sync: true,
      colorize: Boolean(output.isTTY),
      ignore: 'pid,hostname',
      translateTime: 'HH:MM:ss',
    }),
  );
}
