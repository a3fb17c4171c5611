import fs from 'node:fs';
import path from 'node:path';
import { createApi } from './lib/api';
import { commandLine, flagArg, numberArg, stringArg } from './lib/args';
import { createBenchDatabase } from './lib/database';
import { completeAttempt, createVerifiedLearner, generateTest, startAttempt } from './lib/learners';
import { renderLighthouseReport } from './lib/lighthouse-report';
import { type PageSummary, runLighthouse, summarisePage } from './lib/lighthouse-run';
import { BOOST_NICENESS, describeMachine, formatGiBs, loadAverage, memoryFirstTouchGiBs, waitForQuietCpu } from './lib/machine';
import { measurePageScripts } from './lib/page-scripts';
import { buildClient, makeRunDir, ROOT, startServer } from './lib/server';

/**
 * `npm run bench:lighthouse [-- --runs 5 --pages landing,login --out docs/benchmarks/lighthouse.md]`:
 * builds the client, starts the real server on a fresh database, makes a learner with a few
 * results and a test, then runs Lighthouse (mobile preset) on /, /login, /dashboard and the test
 * page, `--runs` times each in a fresh Chromium, and measures the JavaScript each page loads.
 */
const RUNS = numberArg('runs', 5);
const OUT = path.resolve(ROOT, stringArg('out', 'docs/benchmarks/lighthouse.md'));
/** Keep every run's full Lighthouse result (JSON) here, to see why a score is what it is. */
const SAVE_DIR = stringArg('save-reports', '');
/** With --save-reports: record the page's JavaScript CPU profile in the saved trace (it slows the page: scores are not comparable). */
const JS_PROFILE = flagArg('js-profile');
// Without a place to keep the trace the profile would only slow every run, silently.
if (JS_PROFILE && !SAVE_DIR) throw new Error('--js-profile needs --save-reports DIR: the profile is kept in the saved traces');
/** Only some pages, by name: `--pages landing,login`. */
const ONLY = stringArg('pages', '').toLowerCase().split(',').filter(Boolean);
/** Each run waits (up to QUIET_WAIT_MS) for the cores to be under this busy: other people's tests share them. */
const QUIET_BUSY = 0.5;
const QUIET_WAIT_MS = 30_000;
/** As root, the server and Chromium run at nice -10: ahead of, not instead of, other people's test runs. */
const BOOST = process.getuid?.() === 0;
const COMPLETED_TESTS = 3; // so the dashboard draws both charts and the recent-tests table

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): that run is repeated. */
async function withRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Lighthouse:')) throw error;
      console.warn(`  retrying: ${(error as Error).message}`);
    }
  }
}

const machine = describeMachine();
const runDir = makeRunDir('mlo-bench-lighthouse');
console.log('Building the client…');
const clientDist = buildClient(path.join(runDir, 'client'));
const database = await createBenchDatabase(runDir);
const server = await startServer({
  env: { ...database.env, RATE_LIMIT_MULTIPLIER: '10' },
  runDir,
  clientDist,
  boost: BOOST,
});
let failed = false;
try {
  const api = createApi(server.origin);
  const learner = await createVerifiedLearner(api, server.logFile, {
    email: 'lighthouse@bench.mloprep.test',
    fullName: 'Lee Lighthouse',
  });
  for (let index = 0; index < COMPLETED_TESTS; index++) {
    const testId = await generateTest(api, learner.token);
    await completeAttempt(api, learner.token, await startAttempt(api, learner.token, testId));
  }
  const openTestId = await generateTest(api, learner.token);
  const pages = [
    { key: 'landing', name: 'Landing', path: '/' },
    { key: 'login', name: 'Log in', path: '/login' },
    { key: 'dashboard', name: 'Dashboard', path: '/dashboard', token: learner.token },
    { key: 'test', name: 'Test (taking)', path: `/practice-test/${openTestId}`, token: learner.token },
  ].filter((page) => ONLY.length === 0 || ONLY.includes(page.key));
  if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, { recursive: true });

  const summaries: PageSummary[] = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const busy = await waitForQuietCpu({ maxBusy: QUIET_BUSY, maxWaitMs: QUIET_WAIT_MS });
      const freshMemory = memoryFirstTouchGiBs();
      const scores = await withRetries(() =>
        runLighthouse(server.origin + page.path, {
          extraHeaders: page.token ? { Cookie: `session=${page.token}` } : undefined,
          saveTo: SAVE_DIR ? path.join(SAVE_DIR, `${page.key}-${run}.json`) : undefined,
          jsProfile: JS_PROFILE,
          boost: BOOST,
        }),
      );
      console.log(
        `${page.name} run ${run}/${RUNS}: ${JSON.stringify(scores.scores)} ` +
          `(CPU ${Math.round(busy * 100)}% busy before, benchmark index ${scores.benchmarkIndex}, fresh memory ${formatGiBs(freshMemory)}, load ${loadAverage()})`,
      );
      runs.push({ ...scores, busyBefore: busy, freshMemoryGiBs: freshMemory });
    }
    summaries.push(summarisePage(page.name, page.path.replace(openTestId, ':testId'), runs));
  }
  const scripts = await measurePageScripts(pages.map((page) => ({ url: server.origin + page.path, sessionToken: page.token })));
  const report = renderLighthouseReport({
    machine,
    loadAtEnd: loadAverage(),
    command: commandLine('bench:lighthouse'),
    database: database.label,
    runs: RUNS,
    completedTests: COMPLETED_TESTS,
    quiet: { busy: QUIET_BUSY, waitSeconds: QUIET_WAIT_MS / 1000, niceness: BOOST ? BOOST_NICENESS : 0 },
    summaries,
    scripts: scripts.map((measured, index) => ({ ...measured, name: pages[index]?.name ?? '' })),
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, report.markdown);
  console.log(`\n${report.markdown}\nWritten to ${path.relative(ROOT, OUT)}`);
  failed = !report.allMet;
} finally {
  await server.stop();
  await database.drop();
  fs.rmSync(runDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
