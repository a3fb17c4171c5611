import { MSG } from '@shared/messages';
import { Link } from 'react-router';
import { useMe } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { useLogOut } from '../../lib/use-log-out';

/** 'Welcome back, {name}', Create New Test, and Log Out (then /login, or 'Failed to log out'). */
export function DashboardHeader() {
  const me = useMe();
  const { logOut, pending, failed } = useLogOut();
  // Before any result the learner is new here: "Welcome back" would greet someone who never left.
  const firstVisit = trpc.dashboard.stats.useQuery().data?.testsCompleted === 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {firstVisit ? 'Welcome' : 'Welcome back'}, {me.data?.displayName || 'User'}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/create-test" className="btn-primary">
            Create New Test
          </Link>
          <button type="button" className="btn-secondary" onClick={() => void logOut()} disabled={pending}>
            Log Out
          </button>
        </div>
      </div>
      {failed && (
        <p role="alert" className="alert-error">
          {MSG.logoutFailed}
        </p>
      )}
    </div>
  );
}
