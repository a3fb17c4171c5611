import { publicSettings } from '../services/public-settings';
import { publicProcedure, router } from '../trpc';
import { attemptsRouter } from './attempts';
import { authRouter } from './auth';
import { bankRouter } from './bank';
import { chatRouter } from './chat';
import { dashboardRouter } from './dashboard';
import { historyRouter } from './history';
import { libraryRouter } from './library';
import { mailRouter } from './mail';
import { planRouter } from './plan';
import { resultsRouter } from './results';
import { reviewRouter } from './review';
import { testsRouter } from './tests';
import { trainingRouter } from './training';

export const appRouter = router({
  /** Does no work: the stack's own ceiling in benchmarks. */
  ping: publicProcedure.query(() => 'pong' as const),
  /** Public, non-secret settings the client shows (support contacts, offline mode). */
  publicConfig: publicProcedure.query(({ ctx }) => publicSettings(ctx)),
  auth: authRouter,
  tests: testsRouter,
  attempts: attemptsRouter,
  results: resultsRouter,
  dashboard: dashboardRouter,
  chat: chatRouter,
  library: libraryRouter,
  training: trainingRouter,
  bank: bankRouter,
  mail: mailRouter,
  review: reviewRouter,
  history: historyRouter,
  plan: planRouter,
});

export type AppRouter = typeof appRouter;
