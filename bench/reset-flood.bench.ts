import { randomBytes } from 'node:crypto';
import { createApi } from './lib/api';
import { numberArg } from './lib/args';
import { runCannon } from './lib/cannon';
import { createBenchDatabase } from './lib/database';
import { createVerifiedLearner } from './lib/learners';
import { describeMachine, loadAverage, machineTable } from './lib/machine';
import { makeRunDir, startServer } from './lib/server';
import { percentile } from './stats';

/**
 * `npm run bench reset-flood` (issue 16): 16 connections flood auth.resetPassword with random codes
 * while one signed-in learner reads the dashboard (the four widgets, one batched GET, one request at
 * a time). The learner's p95 with the flood over their p95 alone: target at most 2×. Two floods:
 * from one address (the per-IP limit answers almost all of it) and from a new address at every
 * request (X-Forwarded-For behind TRUST_PROXY=1, so no limit helps: only the code being looked up
 * before any password is hashed). Once argon2 ran first, 16 connections took 8 ms to 270 ms.
 */
const SECONDS = numberArg('duration', 10);
const FLOOD_CONNECTIONS = numberArg('connections', 16);
const runDir = makeRunDir('mlo-bench-reset-flood');
const database = await createBenchDatabase(runDir);
const DASHBOARD = '/trpc/dashboard.stats,dashboard.recent,dashboard.categories,dashboard.scoreHistory?batch=1&input={}';

const app = await startServer({ env: { ...database.env, TRUST_PROXY: '1' }, runDir });
const url = app.origin.replace('localhost', '127.0.0.1');

/** The learner's dashboard, one request after another, for `seconds`: the latencies in ms. */
async function readDashboard(token: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const response = await fetch(`${url}${DASHBOARD}`, { headers: { cookie: `session=${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const randomAddress = () => `10.${randomBytes(3).join('.')}`;

function flood(spread: boolean) {
  const fixedAddress = randomAddress();
  return runCannon({
    url,
    connections: FLOOD_CONNECTIONS,
    seconds: SECONDS + 1,
    requests: [
      {
        tag: 'resetPassword',
        method: 'POST',
        path: '/trpc/auth.resetPassword',
        setupRequest: (request) => {
          const oobCode = randomBytes(20).toString('hex');
          request.headers = {
            ...request.headers,
            origin: app.origin,
            'content-type': 'application/json',
            'x-forwarded-for': spread ? randomAddress() : fixedAddress,
          };
          request.body = JSON.stringify({ oobCode, password: 'flood-pass-1', confirmPassword: 'flood-pass-1' });
          return request;
        },
      },
    ],
  });
}

type Row = { name: string; p50: number; p95: number; p99: number; n: number; flood?: string };
const rows: Row[] = [];
const summarise = (name: string, latencies: number[], flood?: string): Row => ({
  name,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p99: percentile(latencies, 99),
  n: latencies.length,
  ...(flood ? { flood } : {}),
});

try {
  const api = createApi(app.origin);
  const learner = await createVerifiedLearner(api, app.logFile, { email: 'flood@bench.mloprep.test', fullName: 'Flood Bench' });
  await readDashboard(learner.token, 2); // warm-up
  for (const round of [1, 2]) {
    rows.push(summarise(`alone (round ${round})`, await readDashboard(learner.token, SECONDS)));
    for (const spread of [false, true]) {
      const flooding = flood(spread);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the flood is up to speed
      const latencies = await readDashboard(learner.token, SECONDS);
      const run = await flooding;
      const statuses = Object.entries(run.byTag[0]?.statuses ?? {})
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      const name = spread ? 'flood, a new IP per request' : 'flood, one IP';
      rows.push(summarise(`${name} (round ${round})`, latencies, `${Math.round(run.total / run.seconds)} req/s: ${statuses}`));
    }
  }
} finally {
  await app.stop();
  await database.drop();
}

const alone = Math.min(...rows.filter((row) => row.name.startsWith('alone')).map((row) => row.p95));
console.log(machineTable(describeMachine(), { 'load average': loadAverage(), when: new Date().toISOString() }));
console.log(
  `\nDashboard (4 widgets, one batched GET) of a signed-in learner; ${FLOOD_CONNECTIONS} connections flood resetPassword.\n`,
);
console.log('| Run | n | p50 | p95 | p99 | p95 ÷ best p95 alone (≤ 2) | flood |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.n} | ${row.p50.toFixed(2)} ms | ${row.p95.toFixed(2)} ms | ${row.p99.toFixed(2)} ms | ${(row.p95 / alone).toFixed(2)} | ${row.flood ?? ''} |`,
  );
}
