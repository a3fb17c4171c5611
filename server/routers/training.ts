import { router } from '../trpc';

export const trainingRouter = router({});
