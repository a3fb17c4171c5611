import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way out under an auth card's form ("Back to Log In", "Request a new link"), with an optional lead-in. */
export function FooterLink({ to, children, lead }: { to: string; children: ReactNode; lead?: string }) {
  return (
    <p className={`mt-6 text-center text-sm ${lead ? 'text-slate-700' : ''}`}>
      {lead && `${lead} `}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
