import type { Dashboard } from './Dashboard';

/**
 * The dashboard route's loader: its code and its data are fetched side by side, and the page first
 * renders with the data in hand. Rendered before the data, the recent tests would push everything
 * under them down when they arrived (Lighthouse measured a layout shift of 0.35), and so did the
 * learning-loop panels (readiness, plan, review deck: 0.67). On a first page load the data is
 * already in the cache, from the page's first batch (shared/routes.ts firstData), so this only
 * waits for the code; on a visit from another screen, it fetches what is not cached. Each widget still
 * shows its own loading indicator on later visits, and its own error if a query failed here.
 * The charts' code is not fetched here: a chart downloads nivo and draws when it nears the viewport
 * (components/dashboard/WhenNearViewport.tsx).
 */
export async function loadDashboard(loadCode: () => Promise<{ Dashboard: typeof Dashboard }>) {
  // Imported here, not at the top: screens.ts, in the landing page's code, imports this file, and the
  // API client must not come with it.
  const data = import('../../lib/first-batch').then(({ loadFirstBatch }) => loadFirstBatch('/dashboard'));
  const [page] = await Promise.allSettled([loadCode(), data]);
  if (page.status === 'rejected') throw page.reason;
  return { default: page.value.Dashboard };
}
