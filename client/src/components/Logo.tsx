import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="MLO Prep home">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-lg">MLO Prep</span>
    </Link>
  );
}
