import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { TOPICS } from '@shared/topics';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { generateResultSpecs, seedResults } from '../tests/helpers/seed-results';
import { createTestDatabase } from '../tests/helpers/test-db';
import { createTestDeps } from '../tests/helpers/test-deps';
import { createSignedInUser } from '../tests/helpers/users';

/**
 * `npm run bench` (or `npm run bench dashboard`): every dashboard procedure over HTTP with a signed-in
 * session, for one learner with 100, 1,000 and 10,000 results of 10 questions. The app runs in a
 * child process (this file with --server) so autocannon never shares the server's event loop.
 * PostgreSQL when DATABASE_URL is set (a fresh database, dropped afterwards), PGlite otherwise.
 */
const [SMALL, LARGE] = [100, 10_000];
const SIZES = [SMALL, 1_000, LARGE];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BATCH_PATH = '/trpc/dashboard.stats,dashboard.recent,dashboard.categories,dashboard.scoreHistory?batch=1&input={}';
const TARGETS = [
  { name: 'ping (anonymous)', path: '/trpc/ping', session: false },
  { name: 'ping (session)', path: '/trpc/ping', session: true },
  { name: 'dashboard.stats', path: '/trpc/dashboard.stats', session: true },
  { name: 'dashboard.recent', path: '/trpc/dashboard.recent', session: true },
  { name: 'dashboard.categories', path: '/trpc/dashboard.categories', session: true },
  { name: 'dashboard.scoreHistory', path: '/trpc/dashboard.scoreHistory', session: true },
  { name: 'all four, batched', path: BATCH_PATH, session: true },
] as const;

type ServerMessage =
  | { type: 'ready'; port: number; token: string; driver: string }
  | { type: 'seeded'; total: number; seconds: number };
type Row = { size: number; name: string; p50: number; p95: number; p99: number; loadedP95: number; rps: number; bytes: number };

async function runServer() {
  const database = await createTestDatabase();
  const deps = createTestDeps(database.db);
  const { log: _log, ...rest } = deps;
  const app = await buildApp({ deps: rest, logger: pino({ level: 'error' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const topics = TOPICS.map((topic) => topic.name);
  const learner = await createSignedInUser(deps, { name: 'Bench Learner' });
  // A neighbour's history shares the tables, as it would in production.
  const neighbour = await createSignedInUser(deps);
  await seedResults(deps.db, neighbour.user.id, generateResultSpecs({ count: 1_000, topics, seed: 2 }));
  const specs = generateResultSpecs({ count: LARGE, topics, seed: 1 });
  let seeded = 0;
  const send = (message: ServerMessage) => process.send?.(message);

  process.on('message', async (message: { type: 'seed'; total: number } | { type: 'stop' }) => {
    if (message.type === 'stop') {
      await app.close();
      // Requests whose sockets autocannon closed at the end of a run may still be querying.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await database.drop();
      process.exit(0);
    }
    const started = performance.now();
    await seedResults(deps.db, learner.user.id, specs.slice(seeded, message.total), 500);
    seeded = message.total;
    // What autovacuum would have done by now: fresh planner statistics and a visibility map.
    await deps.db.execute(sql`vacuum analyze results, result_categories, learner_stats, learner_category_stats`);
    // Flush the seed's dirty pages now, so background writes do not land in the measurements.
    await deps.db.execute(sql`checkpoint`).catch(() => {});
    send({ type: 'seeded', total: seeded, seconds: (performance.now() - started) / 1000 });
  });
  process.on('disconnect', () => process.exit(1));
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port, token: learner.token, driver: database.driver });
}

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T) {
  return new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

function cannon(options: autocannon.Options, onLatency?: (ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

async function run(url: string, headers: Record<string, string>, connections: number, name: string) {
  const latencies: number[] = [];
  const result = await cannon({ url, headers, connections, duration: DURATION_S }, (ms) => latencies.push(ms));
  if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  return { latencies, rps: result.requests.total / result.duration };
}

/** Latency alone (one connection: no queueing), then throughput and latency under load. */
async function measure(base: string, token: string, size: number, target: (typeof TARGETS)[number]): Promise<Row> {
  const url = base + target.path;
  const headers: Record<string, string> = target.session ? { cookie: `session=${token}` } : {};
  const probe = await fetch(url, { headers });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${target.name}: HTTP ${probe.status} ${body.slice(0, 200)}`);
  if (target.name === 'dashboard.stats' && !body.includes(`"testsCompleted":${size}`))
    throw new Error(`unexpected stats ${body}`);
  await cannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const single = await run(url, headers, 1, target.name);
  const loaded = await run(url, headers, CONNECTIONS, target.name);
  return {
    size,
    name: target.name,
    p50: percentile(single.latencies, 0.5),
    p95: percentile(single.latencies, 0.95),
    p99: percentile(single.latencies, 0.99),
    loadedP95: percentile(loaded.latencies, 0.95),
    rps: loaded.rps,
    bytes: Buffer.byteLength(body),
  };
}

const ms = (value: number) => value.toFixed(2);
const loadAverage = () => os.loadavg()[0]?.toFixed(2) ?? '?';
const loadAtStart = loadAverage();

function printTables(rows: Row[], driver: string) {
  console.log(`\n## Dashboard benchmark (${driver})\n`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. ` +
      `Per row: ${WARMUP_S} s warm-up, ${DURATION_S} s on 1 connection (latency), ${DURATION_S} s on ${CONNECTIONS} connections (throughput). ` +
      `Load average ${loadAtStart} at the start, ${loadAverage()} at the end (other work on the machine shows here).\n`,
  );
  console.log(
    `| Results | Procedure | p50 ms | p95 ms | p99 ms | req/s (${CONNECTIONS} conn.) | p95 ms (${CONNECTIONS} conn.) | × ping | Response bytes |`,
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ping = rows.find((other) => other.size === row.size && other.name === 'ping (session)');
    const fraction = ping ? (row.rps / ping.rps).toFixed(2) : '';
    console.log(
      `| ${row.size.toLocaleString('en-US')} | ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${Math.round(row.rps)} | ${ms(row.loadedP95)} | ${fraction} | ${row.bytes} |`,
    );
  }
  const [small, large] = [SMALL, LARGE];
  console.log(
    `\n| Procedure | p95 at ${large.toLocaleString('en-US')} ≤ 25 ms | p50 ${large} / ${small} ≤ 3 | bytes ${large} / ${small} ≤ 1.5 |`,
  );
  console.log('|---|---|---|---|');
  for (const target of TARGETS.filter((t) => t.name.startsWith('dashboard') || t.name.startsWith('all'))) {
    const at = (size: number) => rows.find((row) => row.size === size && row.name === target.name);
    const [a, b] = [at(small), at(large)];
    if (!a || !b) continue;
    const verdict = (ok: boolean, text: string) => `${ok ? 'yes' : 'NO'} (${text})`;
    console.log(
      `| ${target.name} | ${verdict(b.p95 <= 25, `${ms(b.p95)} ms`)} | ${verdict(b.p50 / a.p50 <= 3, (b.p50 / a.p50).toFixed(2))} | ${verdict(b.bytes / a.bytes <= 1.5, (b.bytes / a.bytes).toFixed(2))} |`,
    );
  }
}

async function runDriver() {
  const child = fork(import.meta.filename, ['--server'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const ready = await nextMessage(child, 'ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const rows: Row[] = [];
    for (const size of SIZES) {
      const seeding = nextMessage(child, 'seeded');
      child.send({ type: 'seed', total: size });
      const seeded = await seeding;
      console.log(`seeded ${seeded.total} results (${seeded.seconds.toFixed(1)} s); measuring…`);
      for (const target of TARGETS) {
        const row = await measure(base, ready.token, size, target);
        console.log(`  ${target.name}: p95 ${ms(row.p95)} ms, ${Math.round(row.rps)} req/s, ${row.bytes} bytes`);
        rows.push(row);
      }
    }
    printTables(rows, ready.driver === 'postgres' ? 'PostgreSQL' : 'PGlite');
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  } catch (error) {
    child.kill();
    throw error;
  }
}

if (process.argv.includes('--server')) await runServer();
else await runDriver();
