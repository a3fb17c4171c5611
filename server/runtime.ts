import { Redis } from 'ioredis';
import { createAiProvider } from './ai/create-provider';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import type { AppDeps } from './deps';
import type { Logger } from './logger';
import { createMailer } from './services/mailer';
import { promoteAdminEmails } from './services/promote-admins';
import { createLimiters } from './services/rate-limits';
import { seedStudyLibrary } from './services/seed-library';

export type Runtime = { deps: AppDeps; database: Database; close: () => Promise<void> };

/** Opens every outside resource once; close() releases them in reverse order. */
export async function createRuntime(config: Config, log: Logger): Promise<Runtime> {
  const database = await openDatabase(config);
  await database.migrate();
  await seedStudyLibrary(database.db, log);
  await promoteAdminEmails(database.db, config.ADMIN_EMAILS, log);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : null;
  const deps: AppDeps = {
    db: database.db,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
    limiters: createLimiters(redis ? { redis } : { db: database.db }, config.RATE_LIMIT_MULTIPLIER),
    ai: createAiProvider(config, log),
  };
  return {
    deps,
    database,
    async close() {
      redis?.disconnect();
      await database.close();
    },
  };
}
