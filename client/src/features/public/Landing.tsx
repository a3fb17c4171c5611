import { Link } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';

const FEATURES = [
  {
    title: 'AI-Powered Learning',
    text: 'Generate practice tests on any topic — TRID, RESPA, Fair Lending and more — tuned to your level, with an explanation for every answer.',
    icon: '✦',
  },
  {
    title: 'Real Exam Simulation',
    text: 'Timed tests with a 60-minute clock that survives reloads, question navigation and instant, detailed results.',
    icon: '⏱',
  },
  {
    title: 'Detailed Analytics',
    text: 'Track your average score, streaks and category performance to see exactly where to focus next.',
    icon: '▤',
  },
  {
    title: 'Expert Content',
    text: 'Questions and study notes written against the rules themselves — Regulation Z, Regulation X, the SAFE Act — and reviewed for accuracy.',
    icon: '✓',
  },
];

const CLAIMS = [
  { value: '94%', label: 'pass rate' },
  { value: '2X', label: 'faster prep' },
  { value: '10,000+', label: 'MLOs trust us' },
];

const PLANS = [
  {
    name: 'Free Trial',
    price: '$0',
    period: '7 days',
    items: ['Unlimited practice tests', 'Full results and explanations', 'Milo study assistant'],
    cta: 'Start Free Trial',
    featured: false,
  },
  {
    name: 'Pro',
    price: '$29',
    period: 'per month',
    items: ['Everything in the trial', 'Performance dashboard and streaks', 'Priority support'],
    cta: 'Start Free Trial',
    featured: true,
  },
  {
    name: 'Exam Pass',
    price: '$69',
    period: 'for 90 days',
    items: ['Everything in Pro', 'Best value for one exam cycle', 'Cancel anytime'],
    cta: 'Start Free Trial',
    featured: false,
  },
];

export function Landing() {
  return (
    <PublicLayout anchors>
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

      <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold">
          Everything you need to pass
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Study the way the exam tests you: by topic, under time, with feedback on every answer.
        </p>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-xl text-brand-700"
              >
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="pricing-title" className="text-center text-3xl font-bold">
            Simple pricing
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            Start with a free trial. Upgrade when you are ready.
          </p>
          <div className="mt-10 grid gap-5 md:grid-cols-3">
            {PLANS.map((plan) => (
              <article
                key={plan.name}
                className={`card flex flex-col ${plan.featured ? 'border-brand-600 ring-2 ring-brand-600' : ''}`}
              >
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                <p className="mt-3">
                  <span className="text-4xl font-extrabold">{plan.price}</span>{' '}
                  <span className="text-slate-700">{plan.period}</span>
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
                  {plan.items.map((item) => (
                    <li key={item}>✓ {item}</li>
                  ))}
                </ul>
                <Link
                  to="/signup"
                  className={`${plan.featured ? 'btn-primary' : 'btn-secondary'} mt-6`}
                  aria-label={`${plan.cta}: ${plan.name}`}
                >
                  {plan.cta}
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
