import { ROUTES } from '@shared/routes';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingOverlay } from './components/LoadingOverlay';
import { ScreenError } from './components/ScreenError';
import { SCREENS } from './screens';

// Its own chunk: for a signed-in learner it wears the app's layout, which the landing page never loads.
const NotFound = lazy(() => import('./features/public/NotFound').then((module) => ({ default: module.NotFound })));
// The API client and the sign-in state, for every screen but those marked withoutApi (ApiBoundary.tsx).
const ApiBoundary = lazy(() => import('./ApiBoundary').then((module) => ({ default: module.ApiBoundary })));

const withoutApi = ROUTES.filter((route) => 'withoutApi' in route);
const withApi = ROUTES.filter((route) => !('withoutApi' in route));

/**
 * The router, built from the one route table in shared/routes.ts. A screen that fails to render
 * (its code could not load) shows ScreenError instead of a blank page; going to another page clears it.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]}>
      <Suspense fallback={<LoadingOverlay />}>
        <Routes>
          {withoutApi.map((route) => {
            const Screen = SCREENS[route.component];
            return <Route key={route.path} path={route.path} element={<Screen />} />;
          })}
          <Route element={<ApiBoundary />}>
            {withApi.map((route) => {
              const Screen = SCREENS[route.component];
              return <Route key={route.path} path={route.path} element={<Screen />} />;
            })}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
