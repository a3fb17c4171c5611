import { Link } from 'react-router';
import { PublicLayout } from '../components/PublicLayout';

export function NotFound() {
  return (
    <PublicLayout>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/" className="btn-primary">
            Go to the home page
          </Link>
          <Link to="/dashboard" className="btn-secondary">
            Go to your dashboard
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
