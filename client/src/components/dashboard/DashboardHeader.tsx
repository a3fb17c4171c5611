import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../../shared/messages';
import { useMe } from '../../lib/auth';
import { trpc } from '../../lib/trpc';

/** 'Welcome back, {name}', Create New Test, and Log Out (then /login, or 'Failed to log out'). */
export function DashboardHeader() {
  const me = useMe();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const logOut = trpc.auth.logOut.useMutation();

  const onLogOut = async () => {
    try {
      await logOut.mutateAsync();
      await utils.auth.me.invalidate();
      navigate('/login', { replace: true });
      // The next person at this browser must not see this learner's numbers, even for a moment.
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.dashboard) });
    } catch {
      // shown from logOut.error
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {me.data?.displayName || 'User'}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/create-test" className="btn-primary">
            Create New Test
          </Link>
          <button type="button" className="btn-secondary" onClick={onLogOut} disabled={logOut.isPending}>
            Log Out
          </button>
        </div>
      </div>
      {logOut.error && (
        <p role="alert" className="alert-error">
          {MSG.logoutFailed}
        </p>
      )}
    </div>
  );
}
