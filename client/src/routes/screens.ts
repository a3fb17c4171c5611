import { lazy } from 'react';
import { type ScreenName, screenAt } from '../../../shared/screens';
import { loadDashboard } from './load-dashboard';

/**
 * Every screen but the landing page loads on demand: the landing page never downloads forms, charts
 * or the test code. The paths of each screen are in shared/screens.ts.
 */
const screenCode = {
  SignUp: () => import('./SignUp'),
  LogIn: () => import('./LogIn'),
  ForgotPassword: () => import('./ForgotPassword'),
  AuthAction: () => import('./AuthAction'),
  Legal: () => import('./Legal'),
  Dashboard: () => import('./Dashboard'),
  CreateTest: () => import('./CreateTest'),
  PracticeTest: () => import('./PracticeTest'),
  TrainingContent: () => import('./TrainingContent'),
  ItemAnalysis: () => import('./ItemAnalysis'),
} satisfies Record<ScreenName, () => Promise<unknown>>;

/** Starts downloading the code of the screen at `pathname`, if it has its own; failures surface when it renders. */
export function preloadScreenCode(pathname: string): void {
  const screen = screenAt(pathname);
  if (screen) screenCode[screen]().catch(() => {});
}

export const SignUp = lazy(() => screenCode.SignUp().then((m) => ({ default: m.SignUp })));
export const LogIn = lazy(() => screenCode.LogIn().then((m) => ({ default: m.LogIn })));
export const ForgotPassword = lazy(() => screenCode.ForgotPassword().then((m) => ({ default: m.ForgotPassword })));
export const AuthAction = lazy(() => screenCode.AuthAction().then((m) => ({ default: m.AuthAction })));
export const Privacy = lazy(() => screenCode.Legal().then((m) => ({ default: m.Privacy })));
export const Terms = lazy(() => screenCode.Legal().then((m) => ({ default: m.Terms })));
export const Dashboard = lazy(() => loadDashboard(screenCode.Dashboard));
export const CreateTest = lazy(() => screenCode.CreateTest().then((m) => ({ default: m.CreateTest })));
export const PracticeTest = lazy(() => screenCode.PracticeTest().then((m) => ({ default: m.PracticeTest })));
export const TrainingContent = lazy(() => screenCode.TrainingContent().then((m) => ({ default: m.TrainingContent })));
export const ItemAnalysis = lazy(() => screenCode.ItemAnalysis().then((m) => ({ default: m.ItemAnalysis })));
