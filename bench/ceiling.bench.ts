import fs from 'node:fs';
import path from 'node:path';
import { createApi } from './lib/api';
import { numberArg } from './lib/args';
import { startBare } from './lib/bare-server';
import { runCannon, type TaggedRequest } from './lib/cannon';
import { createBenchDatabase } from './lib/database';
import { createVerifiedLearner, generateTest, mapLimit, type OpenAttempt, startAttempt } from './lib/learners';
import { describeMachine, loadAverage, machineTable } from './lib/machine';
import { makeRunDir, ROOT, startServer } from './lib/server';
import { percentile } from './stats';

/**
 * `npm run bench ceiling`: how close the app comes to its stack. A bare tRPC-on-Fastify server (same
 * versions, no plugins, no logger) runs beside the app, and every procedure is reported as a share
 * of the bare query's throughput: the app's ping (its plugins and logger), two signed-in reads and a
 * signed-in write. Then the app's ping again with one plugin left out at a time, to price each.
 * The write is many learners answering: each connection saves to its own learner's attempt (one
 * learner's attempt hammered by every connection measured PostgreSQL's row lock, not the app).
 * 10 connections, 8 s a run, two alternating rounds (the better of the two is kept for each target).
 */
const SECONDS = numberArg('duration', 8);
const CONNECTIONS = numberArg('connections', 10);
const runDir = makeRunDir('mlo-bench-ceiling');
const database = await createBenchDatabase(runDir);

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number };

async function measure(name: string, url: string, request: TaggedRequest): Promise<Row> {
  await runCannon({ url, connections: CONNECTIONS, seconds: 1, requests: [request] }); // warm-up
  const run = await runCannon({ url, connections: CONNECTIONS, seconds: SECONDS, requests: [request] });
  const latencies = run.byTag.flatMap((stats) => stats.latencies);
  return {
    name,
    rps: run.total / run.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: run.non2xx,
  };
}

const bare = await startBare();
// Per-IP limits raised only so that the learners can sign up from 127.0.0.1; no measured call is limited.
const app = await startServer({ env: { ...database.env, RATE_LIMIT_MULTIPLIER: '100' }, runDir });
const variants = new Map<string, Awaited<ReturnType<typeof startServer>>>();
try {
  const api = createApi(app.origin);
  const learner = await createVerifiedLearner(api, app.logFile, {
    email: 'ceiling@bench.mloprep.test',
    fullName: 'Ceiling Bench',
  });
  const savers = await mapLimit(
    Array.from({ length: CONNECTIONS }, (_, index) => index),
    4,
    async (index): Promise<{ token: string; attempt: OpenAttempt }> => {
      const saver = await createVerifiedLearner(api, app.logFile, {
        email: `saver${index}@bench.mloprep.test`,
        fullName: `Saver ${index}`,
      });
      return { token: saver.token, attempt: await startAttempt(api, saver.token, await generateTest(api, saver.token)) };
    },
  );
  const saverOf = new WeakMap<object, Partial<(typeof savers)[number]> & { saves: number }>();
  let nextSaver = 0;
  const appUrl = app.origin.replace('localhost', '127.0.0.1');
  const cookie = { cookie: `session=${learner.token}` };
  const targets: { name: string; url: string; request: TaggedRequest }[] = [
    { name: 'bare tRPC query (no plugins)', url: bare.url, request: { tag: 'bare', method: 'GET', path: '/trpc/ping' } },
    {
      name: 'bare tRPC mutation (POST, JSON body)',
      url: bare.url,
      request: {
        tag: 'bare-post',
        method: 'POST',
        path: '/trpc/save',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ attemptId: 'a'.repeat(32), questionId: 'q1', answerId: 'a' }),
      },
    },
    { name: 'app `ping` (no session)', url: appUrl, request: { tag: 'ping', method: 'GET', path: '/trpc/ping' } },
    {
      name: '`dashboard.stats`, signed in',
      url: appUrl,
      request: { tag: 'stats', method: 'GET', path: '/trpc/dashboard.stats', headers: cookie },
    },
    {
      name: '`attempts.open`, signed in',
      url: appUrl,
      request: { tag: 'open', method: 'GET', path: '/trpc/attempts.open', headers: cookie },
    },
    {
      name: '`attempts.saveAnswer`, signed in (a learner per connection)',
      url: appUrl,
      request: {
        tag: 'save',
        method: 'POST',
        path: '/trpc/attempts.saveAnswer',
        // autocannon's context is one per connection: each connection answers as its own learner.
        setupRequest(request, context) {
          const saver = saverOf.get(context) ?? { ...savers[nextSaver++ % savers.length], saves: 0 };
          if (!saver.token || !saver.attempt) throw new Error('no learner to answer as');
          saverOf.set(context, saver);
          const { token, attempt } = saver;
          // Every save changes the answer (first and second choice in turn), so each one is a real write.
          const question = attempt.questions[0];
          const answerId = question?.answers[saver.saves++ % 2]?.id;
          return {
            ...request,
            headers: { cookie: `session=${token}`, origin: app.origin, 'content-type': 'application/json' },
            body: JSON.stringify({ attemptId: attempt.attemptId, questionId: question?.id, answerId }),
          };
        },
      },
    },
  ];
  const best = new Map<string, Row>();
  const loadBefore = loadAverage();
  for (let round = 0; round < 2; round++) {
    for (const target of targets) {
      const row = await measure(target.name, target.url, target.request);
      const previous = best.get(target.name);
      if (!previous || row.rps > previous.rps) best.set(target.name, row);
    }
  }
  // What each plugin costs: the app's ping with that one plugin left out.
  for (const plugin of ['helmet', 'compress', 'cookie', 'mutationGuard', 'requestLog']) {
    const variant = await startServer({ env: { ...database.env, BENCH_OMIT_PLUGINS: plugin }, runDir });
    variants.set(plugin, variant);
    const row = await measure(`app \`ping\` without ${plugin}`, variant.origin.replace('localhost', '127.0.0.1'), {
      tag: plugin,
      method: 'GET',
      path: '/trpc/ping',
    });
    best.set(row.name, row);
    await variant.stop();
  }
  const loadAfter = loadAverage();
  const ceiling = best.get(targets[0]?.name ?? '')?.rps ?? Number.NaN;
  const appPing = best.get('app `ping` (no session)')?.rps ?? Number.NaN;
  const lines = [
    `## The stack's ceiling (${CONNECTIONS} connections, ${SECONDS} s, best of 2 rounds; ${database.label})`,
    '',
    machineTable(describeMachine(), { 'Load average before the runs': loadBefore, 'Load average after the runs': loadAfter }),
    '',
    '| Target | req/s | × bare tRPC | × app ping | p50 ms | p99 ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[...best.values()].map(
      (row) =>
        `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${(row.rps / ceiling).toFixed(2)} | ${(row.rps / appPing).toFixed(2)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.non2xx} |`,
    ),
    '',
    'A plugin\'s cost is the gap between "app `ping`" and the row without it. Without `cookie` nobody can be signed in, so only the unauthenticated ping is measured that way.',
  ];
  const out = path.join(ROOT, 'docs/benchmarks/ceiling.md');
  fs.writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
} finally {
  for (const variant of variants.values()) await variant.stop();
  await app.stop();
  await bare.stop();
  await database.drop();
  fs.rmSync(runDir, { recursive: true, force: true });
}
