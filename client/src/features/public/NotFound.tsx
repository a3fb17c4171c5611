import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { PublicLayout } from '../../components/PublicLayout';
import { useMe } from '../../lib/auth';

/** A signed-in learner keeps the app's navigation; a visitor sees the public one. */
export function NotFound() {
  const me = useMe();
  const Layout = me.data ? AppLayout : PublicLayout;
  return <Layout>{body(Boolean(me.data))}</Layout>;
}

function body(signedIn: boolean): ReactNode {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={signedIn ? '/dashboard' : '/'} className="btn-primary">
          {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
        </Link>
        {!signedIn && (
          <Link to="/dashboard" className="btn-secondary">
            Go to your dashboard
          </Link>
        )}
      </div>
    </section>
  );
}
