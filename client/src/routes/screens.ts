import { lazy } from 'react';
import { loadDashboard } from './load-dashboard';

/**
 * Every screen but the landing page loads on demand: the landing page never downloads forms, charts
 * or the test code. Each screen's code is listed once, with the paths that show it, so main.tsx can
 * start downloading the first screen's code alongside the sign-in state instead of after it.
 */
const screenCode = {
  SignUp: { path: /^\/signup$/, load: () => import('./SignUp') },
  LogIn: { path: /^\/login$/, load: () => import('./LogIn') },
  ForgotPassword: { path: /^\/forgot-password$/, load: () => import('./ForgotPassword') },
  AuthAction: { path: /^\/__\/auth\/action$/, load: () => import('./AuthAction') },
  Legal: { path: /^\/(privacy|terms)$/, load: () => import('./Legal') },
  Dashboard: { path: /^\/dashboard$/, load: () => import('./Dashboard') },
  CreateTest: { path: /^\/create-test$/, load: () => import('./CreateTest') },
  PracticeTest: { path: /^\/(practice-test|test-review)\/[^/]+$/, load: () => import('./PracticeTest') },
  TrainingContent: { path: /^\/admin\/training-content$/, load: () => import('./TrainingContent') },
} as const;

/** Starts downloading the code of the screen at `pathname`, if it has its own; failures surface when it renders. */
export function preloadScreenCode(pathname: string): void {
  const screen = Object.values(screenCode).find(({ path }) => path.test(pathname));
  screen?.load().catch(() => {});
}

export const SignUp = lazy(() => screenCode.SignUp.load().then((m) => ({ default: m.SignUp })));
export const LogIn = lazy(() => screenCode.LogIn.load().then((m) => ({ default: m.LogIn })));
export const ForgotPassword = lazy(() => screenCode.ForgotPassword.load().then((m) => ({ default: m.ForgotPassword })));
export const AuthAction = lazy(() => screenCode.AuthAction.load().then((m) => ({ default: m.AuthAction })));
export const Privacy = lazy(() => screenCode.Legal.load().then((m) => ({ default: m.Privacy })));
export const Terms = lazy(() => screenCode.Legal.load().then((m) => ({ default: m.Terms })));
export const Dashboard = lazy(() => loadDashboard(screenCode.Dashboard.load));
export const CreateTest = lazy(() => screenCode.CreateTest.load().then((m) => ({ default: m.CreateTest })));
export const PracticeTest = lazy(() => screenCode.PracticeTest.load().then((m) => ({ default: m.PracticeTest })));
export const TrainingContent = lazy(() => screenCode.TrainingContent.load().then((m) => ({ default: m.TrainingContent })));
