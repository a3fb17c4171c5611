import { Link } from 'react-router';

const CLAIMS = [
  { value: '94%', label: 'pass rate' },
  { value: '2X', label: 'faster prep' },
  { value: '10,000+', label: 'MLOs trust us' },
];

/** The landing page's first screen: the promise, the way in and three claims. Its heading is the page's LCP, in the prerendered HTML. */
export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Free trial — no credit card
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Pass the SAFE MLO exam with confidence
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            AI-generated practice tests, real exam timing, detailed analytics and Milo, your study assistant. Trusted by over
            10,000 MLOs.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/signup" className="btn-primary px-6 py-3 text-base">
              Start Free Trial
            </Link>
            <a href="#features" className="btn-secondary px-6 py-3 text-base">
              See features
            </a>
          </div>
        </div>
        <ul className="grid grid-cols-3 gap-3" aria-label="Results our learners see">
          {CLAIMS.map((claim) => (
            <li key={claim.label} className="card px-2 py-4 text-center sm:p-5">
              <p className="text-xl font-extrabold text-brand-700 sm:text-3xl">{claim.value}</p>
              <p className="mt-1 text-sm text-slate-700">{claim.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
