import { normaliseEmail } from '@shared/email';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.pipe(
    z
      .string()
      .url({ message: `must be a URL (${hint})` })
      .refine((value) => protocols.test(value), { message: `must be a URL (${hint})` })
      .optional(),
  );

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a whole number from 0 to 65535' })
      .int({ message: 'must be a whole number from 0 to 65535' })
      .min(0, { message: 'must be a whole number from 0 to 65535' })
      .max(65535, { message: 'must be a whole number from 0 to 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:pass@host:587'),
    MAIL_FROM: z.string().min(3).default('MLO Prep <no-reply@mloprep.local>'),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl(/^https?:\/\//, 'http:// or https://'),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    ADMIN_EMAILS: optionalString.transform((value) => (value ?? '').split(',').map(normaliseEmail).filter(Boolean)),
    SUPPORT_EMAIL: z.string().email({ message: 'must be an email address' }).default('support@mloprep.com'),
    SUPPORT_PHONE: z.string().min(3).default('1-800-555-0199'),
    REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
    /** Multiplies every rate limit; for staging and browser tests that sign up many users from one IP. */
    RATE_LIMIT_MULTIPLIER: z.coerce
      .number({ message: 'must be a positive whole number' })
      .int()
      .min(1, { message: 'must be a positive whole number' })
      .default(1),
    /** Proxies in front of the server whose X-Forwarded-For entries are trusted (0: none). */
    TRUST_PROXY: z.coerce
      .number({ message: 'must be the number of proxy hops (0, 1, 2…)' })
      .int()
      .min(0, { message: 'must be the number of proxy hops (0, 1, 2…)' })
      .default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: pretty lines on a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Config = z.infer<typeof configSchema>;

/** The model's client: each call's timeout and the SDK's retries (408, 409, 429, 5xx and dropped connections). */
export const AI_TIMEOUT_MS = 45_000;
export const AI_MAX_RETRIES = 2;

export class ConfigError extends Error {}

/** Reads the settings once; a bad value throws a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') ?? 'settings';
  const value = typeof issue?.path[0] === 'string' ? env[issue.path[0]] : undefined;
  throw new ConfigError(
    `Invalid setting ${name}${value === undefined ? '' : ` (${JSON.stringify(value)})`}: ${issue?.message ?? 'invalid'}`,
  );
}
