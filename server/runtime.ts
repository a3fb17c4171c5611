import { Redis } from 'ioredis';
import { createAiProvider } from './ai/create-provider';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { postgresRevocationChannel } from './db/revocation-channel';
import type { AppDeps } from './deps';
import type { Logger } from './logger';
import { promoteAdminEmails } from './services/auth/promote-admins';
import { createSessionCache } from './services/auth/session-cache';
import { seedStudyLibrary } from './services/content/seed-library';
import { startMailWorker } from './services/mail/mail-outbox';
import { createMailer } from './services/mail/mailer';
import { createLimiters } from './services/rate-limits';

export type Runtime = { deps: AppDeps; database: Database; close: () => Promise<void> };

/** Opens every outside resource once; close() releases them in reverse order. */
export async function createRuntime(config: Config, log: Logger): Promise<Runtime> {
  const database = await openDatabase(config);
  await database.migrate();
  await seedStudyLibrary(database.db, log);
  // Sessions are cached in memory; on PostgreSQL revocations reach every instance by LISTEN/NOTIFY
  // (PGlite serves one process, so its cache needs no channel).
  const channel = config.DATABASE_URL ? postgresRevocationChannel(config.DATABASE_URL) : undefined;
  const sessionCache = createSessionCache(channel ? { channel } : {});
  await sessionCache.listen();
  const promoted = await promoteAdminEmails(database.db, config.ADMIN_EMAILS, log);
  for (const userId of promoted) await sessionCache.revoke({ userId }); // a new role: sessions cached elsewhere must re-read it
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : null;
  const deps: AppDeps = {
    db: database.db,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
    limiters: createLimiters(redis ? { redis } : { db: database.db }, config.RATE_LIMIT_MULTIPLIER),
    ai: createAiProvider(config, log),
    sessionCache,
  };
  // Emails are written to the outbox with their tokens; this sends what a request's own try did not.
  const mailWorker = startMailWorker(deps);
  return {
    deps,
    database,
    async close() {
      await mailWorker.stop();
      redis?.disconnect();
      await channel?.close();
      await database.close();
    },
  };
}
