import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';

/** The landing page's own sections, linked from its header. */
const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
];

export function PublicHeader({ anchors = false }: { anchors?: boolean }) {
  return (
    <header className="z-40 border-b sm:sticky sm:top-0 border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <div className="flex flex-wrap items-center gap-1 sm:gap-3">
          {anchors &&
            ANCHORS.map((anchor) => (
              <a key={anchor.href} href={anchor.href} className="btn-ghost px-2 sm:px-3">
                {anchor.label}
              </a>
            ))}
          <Link to="/login" className="btn-ghost px-2 sm:px-3">
            Log In
          </Link>
          <Link to="/signup" className="btn-primary px-3">
            Start Free Trial
          </Link>
        </div>
      </nav>
    </header>
  );
}

/** Header, a main landmark and the footer for the public pages. */
export function PublicLayout({ children, anchors = false }: { children: ReactNode; anchors?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader anchors={anchors} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
