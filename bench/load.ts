import fs from 'node:fs';
import path from 'node:path';
import { createApi } from './lib/api';
import { commandLine, numberArg, stringArg } from './lib/args';
import { startBare } from './lib/bare-server';
import { type CannonRun, runCannon, type TaggedRequest } from './lib/cannon';
import { createBenchDatabase } from './lib/database';
import { createVerifiedLearner, generateTest, mapLimit, startAttempt } from './lib/learners';
import { renderLoadReport } from './lib/load-report';
import { createScenarios, type LoadLearner, TAGS } from './lib/load-scenarios';
import { describeMachine, loadAverage } from './lib/machine';
import { makeRunDir, ROOT, startServer } from './lib/server';

/**
 * `npm run bench:load [-- --duration 60 --learners 200 --out docs/benchmarks/load.md]`, with
 * DATABASE_URL set for PostgreSQL (a fresh database is created on that server and dropped after).
 * Signs up, verifies and logs in the learners once, gives each a test and an open attempt, then
 * runs autocannon, one connection per learner: a bare tRPC-on-Fastify query in its own process (the
 * stack's ceiling), the app's ping, saveAnswer, a learner's whole visit (dashboard, start, answer all,
 * submit, review), and the dashboard alone.
 */
const SECONDS = numberArg('duration', 60);
const LEARNERS = numberArg('learners', 200);
const WARMUP_SECONDS = Math.min(3, SECONDS);
const OUT = path.resolve(ROOT, stringArg('out', 'docs/benchmarks/load.md'));

const machine = describeMachine();
const runDir = makeRunDir('mlo-bench-load');
const database = await createBenchDatabase(runDir);
if (!process.env.DATABASE_URL) console.warn('DATABASE_URL is not set: measuring PGlite, not PostgreSQL.');
// Production settings, with per-IP limits raised: every learner signs up from 127.0.0.1.
const server = await startServer({ env: { ...database.env, RATE_LIMIT_MULTIPLIER: '100' }, runDir });
const bare = await startBare();
try {
  const api = createApi(server.origin);
  const setupStarted = performance.now();
  const learners = await mapLimit(
    Array.from({ length: LEARNERS }, (_, index) => index),
    4,
    async (index): Promise<LoadLearner> => {
      const { token } = await createVerifiedLearner(api, server.logFile, {
        email: `learner${index}@load.bench.mloprep.test`,
        fullName: `Load Learner ${index}`,
      });
      const testId = await generateTest(api, token);
      const attempt = await startAttempt(api, token, testId);
      return { token, testId, attemptId: attempt.attemptId, questions: attempt.questions };
    },
  );
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  console.log(
    `${LEARNERS} learners signed up, verified, signed in, each with a test and an open attempt (${setupSeconds.toFixed(1)} s)`,
  );

  const url = server.origin.replace('localhost', '127.0.0.1'); // the server listens on IPv4 only
  const scenarios = createScenarios(learners, server.origin);
  const plan: { name: string; url?: string; requests: () => TaggedRequest[] }[] = [
    { name: 'bare', url: bare.url, requests: () => [{ tag: TAGS.bare, method: 'GET', path: '/trpc/ping' }] },
    { name: 'ping', requests: () => [{ tag: TAGS.ping, method: 'GET', path: '/trpc/ping' }] },
    { name: 'saveAnswer', requests: () => [scenarios.saveAnswer] },
    { name: 'journey', requests: scenarios.journey },
    { name: 'dashboard', requests: () => [scenarios.dashboard] },
  ];
  const runs: { name: string; run: CannonRun; loadBefore: string; loadAfter: string }[] = [];
  let resultsPerLearner = 0;
  for (const step of plan) {
    if (step.name === 'dashboard') {
      // How much history each dashboard read aggregates: what the visits above left behind.
      const stats = await Promise.all(
        learners.map((learner) => api.query<{ testsCompleted: number }>('dashboard.stats', undefined, learner.token)),
      );
      resultsPerLearner = stats.reduce((sum, entry) => sum + entry.testsCompleted, 0) / learners.length;
    }
    // A short unrecorded run first, so the JIT and the connection pools are warm.
    const target = step.url ?? url;
    await runCannon({ url: target, connections: LEARNERS, seconds: WARMUP_SECONDS, requests: step.requests() });
    const loadBefore = loadAverage();
    const run = await runCannon({ url: target, connections: LEARNERS, seconds: SECONDS, requests: step.requests() });
    const loadAfter = loadAverage();
    console.log(
      `${step.name}: ${run.total} requests in ${run.seconds} s (${Math.round(run.total / run.seconds)}/s), ` +
        `${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts (load ${loadAfter})`,
    );
    for (const stats of run.byTag.filter((entry) => entry.non2xx > 0))
      console.log(`  ${stats.tag}: ${JSON.stringify(stats.statuses)}`);
    runs.push({ name: step.name, run, loadBefore, loadAfter });
  }

  const report = renderLoadReport({
    machine,
    database: database.label,
    command: commandLine('bench:load'),
    learners: LEARNERS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    setupSeconds,
    questionsPerTest: learners[0]?.questions.length ?? 0,
    resultsPerLearner,
    runs,
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, report.markdown);
  console.log(`\n${report.markdown}\nWritten to ${path.relative(ROOT, OUT)}`);
  process.exitCode = report.errors > 0 ? 1 : 0;
} finally {
  await bare.stop();
  await server.stop();
  await database.drop();
  fs.rmSync(runDir, { recursive: true, force: true });
}
