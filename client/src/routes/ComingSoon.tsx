import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';

export function ComingSoon({ title }: { title: string }) {
  return (
    <AppLayout>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">This screen is coming soon.</p>
      <Link to="/dashboard" className="btn-secondary mt-6">
        Back to Dashboard
      </Link>
    </AppLayout>
  );
}
