import { ROUTES, type RouteAccess } from '@shared/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from './components/LoadingOverlay';
import { AuthGate, RedirectIfSignedIn, RequireAdmin, RequireAuth } from './lib/auth';
import { SCREENS } from './screens';

// Its own chunk: for a signed-in learner it wears the app's layout, which the landing page never loads.
const NotFound = lazy(() => import('./features/public/NotFound').then((module) => ({ default: module.NotFound })));

const guard: Record<RouteAccess, (screen: ReactNode) => ReactNode> = {
  anyone: (screen) => screen,
  'signed-out': (screen) => <RedirectIfSignedIn>{screen}</RedirectIfSignedIn>,
  learner: (screen) => <RequireAuth>{screen}</RequireAuth>,
  admin: (screen) => <RequireAdmin>{screen}</RequireAdmin>,
};

/** The router, built from the one route table in shared/routes.ts. */
export function AppRoutes() {
  return (
    <AuthGate>
      <Suspense fallback={<LoadingOverlay />}>
        <Routes>
          {ROUTES.map((route) => {
            const Screen = SCREENS[route.component];
            return <Route key={route.path} path={route.path} element={guard[route.access](<Screen />)} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </AuthGate>
  );
}
