import { attemptsRouter } from './services/attempts/attempts.router';
import { resultsRouter } from './services/attempts/results.router';
import { authRouter } from './services/auth/auth.router';
import { chatRouter } from './services/chat/chat.router';
import { bankRouter } from './services/content/bank.router';
import { libraryRouter } from './services/content/library.router';
import { trainingRouter } from './services/content/training.router';
import { dashboardRouter } from './services/learning/dashboard.router';
import { historyRouter } from './services/learning/history.router';
import { planRouter } from './services/learning/plan.router';
import { reviewRouter } from './services/learning/review.router';
import { mailRouter } from './services/mail/mail.router';
import { publicSettings } from './services/public-settings';
import { testsRouter } from './services/tests/tests.router';
import { publicProcedure, router } from './trpc';

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
