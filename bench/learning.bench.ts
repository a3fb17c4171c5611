import { performance } from 'node:perf_hooks';
import { TOPICS } from '@shared/topics';
import { reviewCards } from '../server/db/schema';
import { randomId } from '../server/services/ids';
import { generateResultSpecs, seedResults } from '../tests/helpers/seed-results';
import { createTestDatabase } from '../tests/helpers/test-db';
import { callerFor, createTestDeps } from '../tests/helpers/test-deps';
import { createSignedInUser } from '../tests/helpers/users';
import { ms, percentile } from './stats';

/**
 * `npm run bench learning`: the dashboard as it was (stats, recent, categories, score history) against
 * the dashboard with the learning loop (the same four plus readiness, the deck's "Review (N due)" and
 * the plan with an exam date), for one learner with 10,000 results and 2,000 review cards. Both run
 * through the router (createCaller: the procedures' own cost, no HTTP), in alternating rounds so a
 * busy machine weighs on both alike. Target: p95 with the panel ≤ 1.5 × p95 without.
 */
const RESULTS = 10_000;
const CARDS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const database = await createTestDatabase();
const deps = createTestDeps(database.db);
const learner = await createSignedInUser(deps, { name: 'Bench Learner' });
const started = performance.now();
await seedResults(deps.db, learner.user.id, generateResultSpecs({ count: RESULTS, topics: TOPICS.map((t) => t.name), seed: 1 }));
const question = {
  id: 'q1',
  text: 'Which disclosure must a lender deliver within three business days of an application?',
  category: 'TRID',
  answers: [
    { id: 'a' as const, text: 'The Loan Estimate', isCorrect: true },
    { id: 'b' as const, text: 'The Closing Disclosure', isCorrect: false },
    { id: 'c' as const, text: 'The HUD-1', isCorrect: false },
    { id: 'd' as const, text: 'The initial escrow statement', isCorrect: false },
  ],
  explanation: 'Regulation Z, 12 CFR 1026.19(e), requires the Loan Estimate within three business days of application.',
};
const now = Date.now();
for (let start = 0; start < CARDS; start += 500) {
  await deps.db.insert(reviewCards).values(
    Array.from({ length: Math.min(500, CARDS - start) }, (_, i) => ({
      id: randomId(),
      userId: learner.user.id,
      cardKey: `bench-${start + i}`,
      question,
      category: 'TRID',
      // A quarter due now, the rest over the next 60 days.
      due: new Date(now + ((start + i) % 4 === 0 ? -1 : 1) * ((start + i) % 60) * 86_400_000),
    })),
  );
}
console.log(`seeded ${RESULTS} results and ${CARDS} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const { caller } = callerFor(deps, learner);
await caller.plan.setExamDate({ examDate: new Date(now + 45 * 86_400_000).toISOString().slice(0, 10) });
const today = () =>
  Promise.all([
    caller.dashboard.stats(),
    caller.dashboard.recent(),
    caller.dashboard.categories(),
    caller.dashboard.scoreHistory(),
  ]);
const withPanel = () => Promise.all([today(), caller.dashboard.readiness()]);

const timings = { today: [] as number[], withPanel: [] as number[] };
for (let round = 0; round < 20; round++) await withPanel(); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of round % 2
    ? ([
        ['today', today],
        ['withPanel', withPanel],
      ] as const)
    : ([
        ['withPanel', withPanel],
        ['today', today],
      ] as const)) {
    const t0 = performance.now();
    await run();
    timings[name].push(performance.now() - t0);
  }
}
const row = (name: string, values: number[]) =>
  `| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(percentile(values, 99))} |`;
console.log(`\n${database.url ? 'PostgreSQL' : 'PGlite'}, ${ROUNDS} rounds each, alternating\n`);
console.log('| Dashboard | p50 | p95 | p99 |\n| --- | --- | --- | --- |');
console.log(row('today (4 widgets)', timings.today));
console.log(row('with readiness, deck and plan (5)', timings.withPanel));
const ratio = percentile(timings.withPanel, 95) / percentile(timings.today, 95);
console.log(`\np95 ratio: ${ratio.toFixed(2)}× (target ≤ 1.5×)`);
await database.drop();
