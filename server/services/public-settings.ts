import type { AppDeps } from '../deps';

/**
 * The public, non-secret settings the client shows (support contacts, offline mode). One shape for
 * the `publicConfig` procedure and for the copy the server writes into prerendered pages.
 */
export function publicSettings(deps: Pick<AppDeps, 'config' | 'ai'>) {
  return {
    supportEmail: deps.config.SUPPORT_EMAIL,
    supportPhone: deps.config.SUPPORT_PHONE,
    aiMode: deps.ai.mode,
  };
}

export type PublicSettings = ReturnType<typeof publicSettings>;
