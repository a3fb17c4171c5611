import { Check } from 'lucide-react';
import { Link } from 'react-router';

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

/** The three plans; every one starts with the free trial. */
export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-bold">
          Simple pricing
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">Start with a free trial. Upgrade when you are ready.</p>
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
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                    {item}
                  </li>
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
  );
}
