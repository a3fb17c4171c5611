import { ChartColumn, type LucideIcon, ShieldCheck, Sparkles, Timer } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'AI-Powered Learning',
    text: 'Generate practice tests on any topic — TRID, RESPA, Fair Lending and more — tuned to your level, with an explanation for every answer.',
    icon: Sparkles,
  },
  {
    title: 'Real Exam Simulation',
    text: 'Timed tests with a 60-minute clock that survives reloads, question navigation and instant, detailed results.',
    icon: Timer,
  },
  {
    title: 'Detailed Analytics',
    text: 'Track your average score, streaks and category performance to see exactly where to focus next.',
    icon: ChartColumn,
  },
  {
    title: 'Expert Content',
    text: 'Questions and study notes written against the rules themselves — Regulation Z, Regulation X, the SAFE Act — and reviewed for accuracy.',
    icon: ShieldCheck,
  },
];

/** What the product does, four cards with SVG icons (Unicode symbols rendered as empty boxes on some systems). */
export function Features() {
  return (
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
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <feature.icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
