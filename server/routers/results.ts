import { router } from '../trpc';

export const resultsRouter = router({});
