import { MSG } from '@shared/messages';
import { ChevronDown, LogOut, MailWarning, Settings2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../lib/auth';
import { useLogOut } from '../lib/use-log-out';

/** The signed-in learner's menu on every signed-in screen: who is signed in, the admin pages, Log Out. */
export function UserMenu() {
  const me = useMe();
  const { logOut, pending, failed } = useLogOut();
  if (!me.data) return null;
  return (
    <details className="relative">
      <summary
        className="btn-ghost min-h-11 cursor-pointer list-none px-2 sm:px-4"
        aria-label={`Account menu for ${me.data.displayName}`}
      >
        <UserRound aria-hidden="true" className="h-4 w-4" />
        <span className="hidden max-w-[10rem] truncate sm:inline">{me.data.displayName}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-slate-600">{me.data.email}</p>
        {me.data.role === 'admin' && (
          <Link
            to="/admin/training-content"
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-slate-100"
          >
            <Settings2 aria-hidden="true" className="h-4 w-4" /> Training Content
          </Link>
        )}
        {me.data.role === 'admin' && (
          <Link to="/admin/stuck-mail" className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm hover:bg-slate-100">
            <MailWarning aria-hidden="true" className="h-4 w-4" /> Stuck Mail
          </Link>
        )}
        <button
          type="button"
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-slate-100"
          onClick={() => void logOut()}
          disabled={pending}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" /> Log Out
        </button>
        {failed && (
          <p role="alert" className="alert-error mt-2">
            {MSG.logoutFailed}
          </p>
        )}
      </div>
    </details>
  );
}
