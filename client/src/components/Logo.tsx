import { Link } from 'react-router';

/** `compact`: on a phone, the mark alone, so a signed-in header keeps its links on one line. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-slate-900" aria-label="MLO Prep home">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={`text-lg ${compact ? 'hidden sm:inline' : ''}`}>MLO Prep</span>
    </Link>
  );
}
