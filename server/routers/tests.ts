import { router } from '../trpc';

export const testsRouter = router({});
