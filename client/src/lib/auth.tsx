import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { trpc } from './trpc';

/** The signed-in user, or null; `isLoading` until the first answer. */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: 1 });
}

/** The app stays hidden until the sign-in state is known: no flash of the wrong screen. */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isLoading) return <LoadingOverlay />;
  return children;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Spec §6: learners are redirected to the dashboard; the server enforces the role anyway. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!me.data) return <Navigate to="/login" replace />;
  if (me.data.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return children;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.data) return <Navigate to="/dashboard" replace />;
  return children;
}
