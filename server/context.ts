import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_DEADLINE_MS, withDeadline } from './deadline';
import type { AppDeps } from './deps';
import { closeExpiredAttempts } from './services/attempts/finalize-attempt';
import type { SessionRecord, SessionUser } from './services/auth/sessions';
import { hashToken, readSessionToken, validateCachedSession, validateSession } from './services/auth/sessions';
import { sessionCookieName } from './session-cookie';

/** How a procedure sets or clears the session cookie without knowing about HTTP. */
export type SessionCookieJar = {
  set: (token: string, expiresAt: Date) => void;
  clear: () => void;
};

export type Context = AppDeps & {
  /** Aborted when the server starts shutting down, so long-lived streams (Milo's replies) end and it can drain. */
  stopping?: AbortSignal;
  user: SessionUser | null;
  session: SessionRecord | null;
  ip: string;
  cookies: SessionCookieJar;
};

/** For tests: a context from plain values, no HTTP involved. */
export function createContextInner(
  input: AppDeps & Partial<Pick<Context, 'user' | 'session' | 'ip' | 'cookies' | 'stopping'>>,
): Context {
  return {
    ...input,
    user: input.user ?? null,
    session: input.session ?? null,
    ip: input.ip ?? '127.0.0.1',
    cookies: input.cookies ?? { set: () => {}, clear: () => {} },
  };
}

export function createContextFactory(deps: AppDeps, stopping?: AbortSignal) {
  const cookieName = sessionCookieName(deps.config.APP_URL);
  const secure = deps.config.APP_URL.startsWith('https://');
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const cookies: SessionCookieJar = {
      set: (token, expiresAt) =>
        res.setCookie(cookieName, token, { httpOnly: true, sameSite: 'lax', path: '/', secure, expires: expiresAt }),
      clear: () => res.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', path: '/', secure }),
    };
    const token = readSessionToken(req.cookies?.[cookieName]);
    const sessionId = token ? hashToken(token) : null;
    const validated = sessionId
      ? (validateCachedSession(sessionId, deps.sessionCache) ??
        (await withDeadline(validateSession(deps.db, sessionId, deps.sessionCache), REQUEST_DEADLINE_MS)))
      : null;
    if (validated?.refreshed) cookies.set(token as string, validated.session.expiresAt);
    if (token && !validated) cookies.clear();
    // Tests whose time ran out while the learner was away are closed once, here, before any procedure
    // of the request reads: every widget of a batch then sees the same results.
    if (validated?.hasExpiredAttempt) {
      await withDeadline(closeExpiredAttempts(deps.db, validated.user.id), REQUEST_DEADLINE_MS);
      deps.sessionCache?.forget(validated.session.id); // its next deadline is now another
    }
    return createContextInner({
      ...deps,
      user: validated?.user ?? null,
      session: validated?.session ?? null,
      ip: req.ip,
      cookies,
      ...(stopping ? { stopping } : {}),
    });
  };
}
