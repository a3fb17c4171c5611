/** `--name value` and `--flag` from the command line (after `npm run bench:x --`). */
export function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

export function stringArg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

export const flagArg = (name: string) => process.argv.includes(`--${name}`);

/** The command as a reader would type it, for the report. */
export function commandLine(script: string): string {
  const args = process.argv.slice(2);
  const env = process.env.DATABASE_URL ? `DATABASE_URL=${redact(process.env.DATABASE_URL)} ` : '';
  return `${env}npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
