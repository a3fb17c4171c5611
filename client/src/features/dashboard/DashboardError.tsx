import { MSG } from '@shared/messages';
import { trpc } from '../../lib/trpc';

/** Spec §8 'Failed to load dashboard data', once for the page, with a way to try again. */
export function DashboardError() {
  const utils = trpc.useUtils();
  const queries = [
    trpc.dashboard.stats.useQuery(),
    trpc.dashboard.recent.useQuery(),
    trpc.dashboard.categories.useQuery(),
    trpc.dashboard.scoreHistory.useQuery(),
  ];
  if (!queries.some((query) => query.isError)) return null;
  return (
    <div role="alert" className="alert-error flex flex-wrap items-center justify-between gap-3">
      <span>{MSG.dashboardFailed}</span>
      <button type="button" className="btn-secondary" onClick={() => utils.dashboard.invalidate()}>
        Try again
      </button>
    </div>
  );
}
