import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trpc } from '../lib/trpc';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** The signed-in frame: header with the user's links, a main landmark, an offline-mode label. */
export function AppLayout({ children }: { children: ReactNode }) {
  const config = trpc.publicConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <div className="flex items-center gap-2 text-sm">
            {config.data?.aiMode === 'offline' && (
              <span
                className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900"
                title="No AI key is configured: tests come from the built-in question bank and Milo answers from the study library."
              >
                Offline mode
              </span>
            )}
            <Link to="/dashboard" className="btn-ghost">
              Dashboard
            </Link>
            <Link to="/library" className="btn-ghost">
              Library
            </Link>
            <UserMenu />
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
