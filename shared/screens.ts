/**
 * The screens that come in their own chunk, each named after its file in client/src/routes/, with
 * the paths that show it. The client starts loading the first screen's code alongside the sign-in
 * state; the server names that code in the page it sends (modulepreload), so the browser fetches it
 * together with the app's own code instead of one round trip later.
 */
export const SCREEN_PATHS = {
  SignUp: /^\/signup$/,
  LogIn: /^\/login$/,
  ForgotPassword: /^\/forgot-password$/,
  AuthAction: /^\/__\/auth\/action$/,
  Legal: /^\/(privacy|terms)$/,
  Dashboard: /^\/dashboard$/,
  CreateTest: /^\/create-test$/,
  PracticeTest: /^\/(practice-test|test-review)\/[^/]+$/,
  TrainingContent: /^\/admin\/training-content$/,
  ItemAnalysis: /^\/admin\/item-analysis$/,
} as const satisfies Record<string, RegExp>;

export type ScreenName = keyof typeof SCREEN_PATHS;

export const SCREEN_NAMES = Object.keys(SCREEN_PATHS) as ScreenName[];

/** The screen at `pathname`, if it has its own chunk (the landing and not-found pages do not). */
export function screenAt(pathname: string): ScreenName | undefined {
  return SCREEN_NAMES.find((name) => SCREEN_PATHS[name].test(pathname));
}
