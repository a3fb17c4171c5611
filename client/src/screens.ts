import { chunkAt, type ScreenChunk, type ScreenComponent } from '@shared/routes';
import { type ComponentType, lazy } from 'react';
import { loadDashboard } from './features/dashboard/load-dashboard';
import { Landing } from './features/public/Landing';

/**
 * Every screen but the landing page loads on demand, so the landing page never downloads forms,
 * charts or the test code. Which path shows which screen is in shared/routes.ts; this file only
 * knows how to load each chunk (Vite needs each import() written out).
 */
const chunkCode = {
  'auth/SignUp': () => import('./features/auth/SignUp'),
  'auth/LogIn': () => import('./features/auth/LogIn'),
  'auth/ForgotPassword': () => import('./features/auth/ForgotPassword'),
  'auth/AuthAction': () => import('./features/auth/AuthAction'),
  'public/Legal': () => import('./features/public/Legal'),
  'dashboard/Dashboard': () => import('./features/dashboard/Dashboard'),
  'practice-test/CreateTest': () => import('./features/practice-test/CreateTest'),
  'practice-test/PracticeTest': () => import('./features/practice-test/PracticeTest'),
  'admin/TrainingContent': () => import('./features/admin/TrainingContent'),
  'library/Library': () => import('./features/library/Library'),
  'admin/ItemAnalysis': () => import('./features/admin/ItemAnalysis'),
  'admin/StuckMail': () => import('./features/admin/StuckMail'),
  'review/Review': () => import('./features/review/Review'),
  'history/History': () => import('./features/history/History'),
} satisfies Record<ScreenChunk, () => Promise<unknown>>;

/** Starts downloading the code of the screen at `pathname`, if it has its own; failures surface when it renders. */
export function preloadScreenCode(pathname: string): void {
  const chunk = chunkAt(pathname);
  if (chunk) chunkCode[chunk]().catch(() => {});
}

/** One component per name in the route table, each loading its chunk on first render. */
type ChunkModule<C extends ScreenChunk> = Awaited<ReturnType<(typeof chunkCode)[C]>>;
const fromChunk = <C extends ScreenChunk>(chunk: C, name: keyof ChunkModule<C>) =>
  lazy(() => (chunkCode[chunk]() as Promise<ChunkModule<C>>).then((module) => ({ default: module[name] as ComponentType })));

export const SCREENS: Record<ScreenComponent, ComponentType> = {
  Landing,
  SignUp: fromChunk('auth/SignUp', 'SignUp'),
  LogIn: fromChunk('auth/LogIn', 'LogIn'),
  ForgotPassword: fromChunk('auth/ForgotPassword', 'ForgotPassword'),
  AuthAction: fromChunk('auth/AuthAction', 'AuthAction'),
  Privacy: fromChunk('public/Legal', 'Privacy'),
  Terms: fromChunk('public/Legal', 'Terms'),
  Dashboard: lazy(() => loadDashboard(chunkCode['dashboard/Dashboard'])),
  CreateTest: fromChunk('practice-test/CreateTest', 'CreateTest'),
  PracticeTest: fromChunk('practice-test/PracticeTest', 'PracticeTest'),
  TestReview: fromChunk('practice-test/PracticeTest', 'TestReview'),
  TrainingContent: fromChunk('admin/TrainingContent', 'TrainingContent'),
  LibraryIndex: fromChunk('library/Library', 'LibraryIndex'),
  LibraryNote: fromChunk('library/Library', 'LibraryNote'),
  ItemAnalysis: fromChunk('admin/ItemAnalysis', 'ItemAnalysis'),
  StuckMail: fromChunk('admin/StuckMail', 'StuckMail'),
  Review: fromChunk('review/Review', 'Review'),
  History: fromChunk('history/History', 'History'),
};
