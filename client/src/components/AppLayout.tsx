import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trpc } from '../lib/trpc';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** The signed-in header's links; History gives way on a phone, where the header keeps to one line (Recent Tests links to it). */
const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard', wideOnly: false },
  { to: '/library', label: 'Library', wideOnly: false },
  { to: '/history', label: 'History', wideOnly: true },
];

/**
 * The signed-in frame: header with the user's links, a main landmark, an offline-mode label.
 * `focus` is for taking a test: like the exam centre's screen, no site navigation competes with the
 * question, only a way out (answers are saved as they are given) and the account menu.
 */
export function AppLayout({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const config = trpc.publicConfig.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-4">
          <Logo compact />
          {/* One line at every width: on a phone the badge and the links shrink to their words, never wrap. */}
          <div className="flex items-center gap-1 whitespace-nowrap text-sm sm:gap-2">
            {config.data?.aiMode === 'offline' && (
              <span
                className="rounded-full bg-amber-100 px-2 py-1 font-medium text-amber-900 sm:px-3"
                title="No AI key is configured: tests come from the built-in question bank and Milo answers from the study library."
              >
                Offline<span className="hidden sm:inline"> mode</span>
              </span>
            )}
            {focus ? (
              <Link
                to="/dashboard"
                className="btn-ghost px-2 sm:px-4"
                title="Your answers are saved as you go; the clock keeps running while you are away."
              >
                Save and exit
              </Link>
            ) : (
              NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={`btn-ghost px-2 sm:px-4 ${link.wideOnly ? 'hidden sm:inline-flex' : ''}`}
                >
                  {link.label}
                </Link>
              ))
            )}
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
