import { MSG } from '@shared/messages';
import { Link } from 'react-router';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { StuckMailTable } from './stuck-mail/StuckMailTable';

/** /admin/stuck-mail: the outbox's emails that failed or wait long (admins only, also enforced by the server). */
export function StuckMail() {
  const stuck = trpc.mail.stuck.useQuery();
  return (
    <AppLayout>
      <h1 className="text-2xl font-bold">Stuck Mail</h1>
      <p className="mt-1 text-slate-700">
        Verification and password-reset emails that failed to send or have waited over five minutes. Each is retried with a
        growing pause, up to eight tries.{' '}
        <Link className="text-brand-700 underline" to="/admin/training-content">
          Back to Training Content
        </Link>
      </p>
      <div className="mt-6">
        {stuck.isLoading && <Spinner label="Loading stuck mail" />}
        {stuck.error && <p className="alert-error">{errorMessage(stuck.error, MSG.internal)}</p>}
        {stuck.data && <StuckMailTable emails={stuck.data} />}
      </div>
    </AppLayout>
  );
}
