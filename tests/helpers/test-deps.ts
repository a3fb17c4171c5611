import pino from 'pino';
import { createAiProvider } from '../../server/ai/create-provider';
import type { AiProvider } from '../../server/ai/provider';
import { type Config, loadConfig } from '../../server/config';
import { createContextInner } from '../../server/context';
import type { Db } from '../../server/db/client';
import type { AppDeps } from '../../server/deps';
import { appRouter } from '../../server/router';
import type { SessionRecord, SessionUser } from '../../server/services/auth/sessions';
import type { Email, Mailer } from '../../server/services/mail/mailer';
import { createLimiters } from '../../server/services/rate-limits';
import { createCallerFactory } from '../../server/trpc';

export type CapturingMailer = Mailer & { sent: Email[]; lastLink: (to: string) => string | null };

/** A mailer that keeps messages in memory, for service and router tests (e2e uses real SMTP). */
export function createCapturingMailer(): CapturingMailer {
  const sent: Email[] = [];
  return {
    sent,
    async send(email) {
      sent.push(email);
    },
    lastLink(to) {
      const email = [...sent].reverse().find((message) => message.to.toLowerCase() === to.toLowerCase());
      return email?.text.match(/https?:\/\/\S+oobCode=\S+/)?.[0] ?? null;
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...overrides });
}

export function createTestDeps(
  db: Db,
  options: { config?: Config; ai?: AiProvider } = {},
): AppDeps & { mailer: CapturingMailer } {
  const config = options.config ?? testConfig();
  const log = pino({ level: 'silent' });
  return {
    db,
    config,
    log,
    mailer: createCapturingMailer(),
    limiters: createLimiters({ db }),
    ai: options.ai ?? createAiProvider(config, log),
  };
}

const createCaller = createCallerFactory(appRouter);

/** A tRPC caller with an optional signed-in user, recording the cookie it would set. */
export function callerFor(deps: AppDeps, auth: { user?: SessionUser; session?: SessionRecord; ip?: string } = {}) {
  const cookie: { token: string | null; cleared: boolean } = { token: null, cleared: false };
  const ctx = createContextInner({
    ...deps,
    ...auth,
    cookies: {
      set: (token) => {
        cookie.token = token;
      },
      clear: () => {
        cookie.cleared = true;
      },
    },
  });
  return { caller: createCaller(ctx), cookie };
}
