/** Texts any screen may show: the network, the server's limits and its failures. */
export const COMMON_MESSAGES = {
  // Sign up (§8)
  networkError: 'Network error. Please check your connection',
  // Our own (the spec does not word them)
  rateLimited: 'Too many requests. Please slow down and try again in a minute.',
  internal: 'Something went wrong. Please try again.',
  serverTooSlow: 'The server is taking too long to answer. Please try again.',
  // A screen that could not be shown (client/src/components/ScreenError.tsx)
  appUpdated:
    'MLO Prep was updated while this page was open. Reload to continue with the new version; your saved answers are kept.',
  screenFailed: 'This page could not be shown. Reload to try again; your saved answers are kept.',
} as const;
