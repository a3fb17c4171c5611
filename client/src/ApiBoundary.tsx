import { type RouteAccess, routeAt } from '@shared/routes';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppProviders } from './AppProviders';
import { AuthGate, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './lib/auth';
import { queryUtils } from './lib/query-client';
import { PRERENDERED_ATTRIBUTE, seedPublicConfigFromPage, seedSignedOut } from './lib/signed-out-page';

// A public page built ahead of time goes only to a visitor without a session: that visitor is signed
// out, and the page carries the public settings, so its screen hydrates without asking the API.
if (typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  seedSignedOut(queryUtils);
  seedPublicConfigFromPage(queryUtils, document);
}

const guard: Record<RouteAccess, (screen: ReactNode) => ReactNode> = {
  anyone: (screen) => screen,
  'signed-out': (screen) => <RedirectIfSignedIn>{screen}</RedirectIfSignedIn>,
  learner: (screen) => <RequireAuth>{screen}</RequireAuth>,
  admin: (screen) => <RequireAdmin>{screen}</RequireAdmin>,
};

/**
 * Every screen that uses the API (all but the routes marked withoutApi in shared/routes.ts) renders
 * inside this, which is a chunk of its own: tRPC, TanStack Query and the sign-in state load with the
 * first such screen, never with the landing page. It waits for the sign-in state (no flash of the
 * wrong screen) and applies the route's access rule; a path with no route (not found) is for anyone.
 */
export function ApiBoundary() {
  const { pathname } = useLocation();
  return (
    <AppProviders>
      <AuthGate>{guard[routeAt(pathname)?.access ?? 'anyone'](<Outlet />)}</AuthGate>
    </AppProviders>
  );
}
