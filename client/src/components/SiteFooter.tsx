import { Link } from 'react-router';
import { usePublicSettings } from '../lib/public-settings';

export function SiteFooter() {
  // The contacts are runtime settings, unknown when the public pages are built: they show once the
  // page has hydrated (below the fold, on one line each, so nothing moves). See
  // docs/decisions/2026-11-27-prerendered-public-pages.md. Read from the page, not through the API
  // client: the landing page loads no tRPC or TanStack Query.
  const settings = usePublicSettings();
  const email = settings?.supportEmail;
  const phone = settings?.supportPhone;
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">MLO Prep</p>
          <p className="mt-2 text-sm">Practice smarter for the SAFE MLO licensing exam.</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Support</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              {email ? (
                <a className="underline hover:text-white" href={`mailto:${email}`}>
                  {email}
                </a>
              ) : (
                '…'
              )}
            </li>
            <li>
              {phone ? (
                <a className="underline hover:text-white" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
                  {phone}
                </a>
              ) : (
                '…'
              )}
            </li>
            <li>Mon-Fri 9am-5pm EST</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Legal</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="underline hover:text-white" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-white" to="/terms">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© 2025 MLO Prep. All rights reserved.</p>
    </footer>
  );
}
