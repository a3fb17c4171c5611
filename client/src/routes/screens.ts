import { type ComponentType, lazy } from 'react';
import { chunkAt, type ScreenChunk, type ScreenComponent } from '../../../shared/routes';
import { Landing } from './Landing';
import { loadDashboard } from './load-dashboard';

/**
 * Every screen but the landing page loads on demand, so the landing page never downloads forms,
 * charts or the test code. Which path shows which screen is in shared/routes.ts; this file only
 * knows how to load each chunk (Vite needs each import() written out).
 */
const chunkCode = {
  SignUp: () => import('./SignUp'),
  LogIn: () => import('./LogIn'),
  ForgotPassword: () => import('./ForgotPassword'),
  AuthAction: () => import('./AuthAction'),
  Legal: () => import('./Legal'),
  Dashboard: () => import('./Dashboard'),
  CreateTest: () => import('./CreateTest'),
  PracticeTest: () => import('./PracticeTest'),
  TrainingContent: () => import('./TrainingContent'),
  Library: () => import('./Library'),
  ItemAnalysis: () => import('./ItemAnalysis'),
  Review: () => import('./Review'),
  History: () => import('./History'),
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
  SignUp: fromChunk('SignUp', 'SignUp'),
  LogIn: fromChunk('LogIn', 'LogIn'),
  ForgotPassword: fromChunk('ForgotPassword', 'ForgotPassword'),
  AuthAction: fromChunk('AuthAction', 'AuthAction'),
  Privacy: fromChunk('Legal', 'Privacy'),
  Terms: fromChunk('Legal', 'Terms'),
  Dashboard: lazy(() => loadDashboard(chunkCode.Dashboard)),
  CreateTest: fromChunk('CreateTest', 'CreateTest'),
  PracticeTest: fromChunk('PracticeTest', 'PracticeTest'),
  TestReview: fromChunk('PracticeTest', 'TestReview'),
  TrainingContent: fromChunk('TrainingContent', 'TrainingContent'),
  LibraryIndex: fromChunk('Library', 'LibraryIndex'),
  LibraryNote: fromChunk('Library', 'LibraryNote'),
  ItemAnalysis: fromChunk('ItemAnalysis', 'ItemAnalysis'),
  Review: fromChunk('Review', 'Review'),
  History: fromChunk('History', 'History'),
};
