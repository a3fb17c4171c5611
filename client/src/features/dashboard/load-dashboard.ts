import { queryUtils } from '../../lib/query-client';
import type { Dashboard } from './Dashboard';

/**
 * The dashboard route's loader: its code and its data are fetched side by side, and the page first
 * renders with the data in hand. Rendered before the data, the recent tests would push everything
 * under them down when they arrived (Lighthouse measured a layout shift of 0.35). Each widget still
 * shows its own loading indicator on later visits, and its own error if a query failed here.
 * The charts' code is not fetched here: a chart downloads nivo and draws when it nears the viewport
 * (components/dashboard/WhenNearViewport.tsx).
 */
export async function loadDashboard(loadCode: () => Promise<{ Dashboard: typeof Dashboard }>) {
  const [page] = await Promise.allSettled([
    loadCode(),
    queryUtils.dashboard.stats.ensureData(),
    queryUtils.dashboard.recent.ensureData(),
    queryUtils.dashboard.categories.ensureData(),
    queryUtils.dashboard.scoreHistory.ensureData(),
    queryUtils.attempts.open.ensureData(),
  ]);
  if (page.status === 'rejected') throw page.reason;
  return { default: page.value.Dashboard };
}
