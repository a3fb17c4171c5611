import type { AiProvider } from './ai/provider';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { SessionCache } from './services/auth/session-cache';
import type { Mailer } from './services/mail/mailer';
import type { Limiters } from './services/rate-limits';

/** What every procedure can use, built once at start-up. */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  ai: AiProvider;
  limiters: Limiters;
  log: Logger;
  /** Validated sessions in memory (production); absent in tests that change sessions behind the app's back. */
  sessionCache?: SessionCache;
};
