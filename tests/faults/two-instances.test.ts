import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@shared/messages';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres } from '../../server/db/client';
import { rateLimits } from '../../server/db/schema';
import { LIBRARY_DIR } from '../../server/services/content/seed-library';
import { randomId } from '../../server/services/ids';
import { scaledMs } from '../helpers/machine-speed';
import { type ServerProcess, startServer, trpcClient } from '../helpers/spawn-server';
import { createTestDatabase, TEST_SERVER_URL } from '../helpers/test-db';
import { createSignedInUser, TEST_PASSWORD } from '../helpers/users';

/** The one public address both instances serve, as behind a load balancer. */
const BALANCER = 'http://localhost:8080';

function canConnect(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 500 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const REDIS_URL = process.env.TEST_REDIS_URL ?? ((await canConnect(6379)) ? 'redis://127.0.0.1:6379' : undefined);

type Me = { id: string; email: string } | null;
type ReplyEvent = { type: string; message?: { role: string; content: string } };

async function logIn(server: ServerProcess, email: string, headers: Record<string, string> = {}) {
  const reply = await trpcClient(server, headers).mutate('auth.logIn', { email, password: TEST_PASSWORD });
  if (!reply.session) throw new Error(`log in failed: ${reply.text}`);
  return reply.session;
}

/** Ten failed logins, alternating between the instances, then the right password on each: both refuse it. */
async function expectSharedLoginLimit(instances: ServerProcess[], email: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const server = instances[attempt % instances.length] as ServerProcess;
    const reply = await trpcClient(server, headers).mutate('auth.logIn', { email, password: 'wrong-password' });
    expect(reply.error?.message, `attempt ${attempt + 1}`).toBe(MSG.wrongPassword);
  }
  for (const server of instances) {
    const reply = await trpcClient(server, headers).mutate('auth.logIn', { email, password: TEST_PASSWORD });
    expect(reply.status).toBe(429);
    expect(reply.error?.message).toBe(MSG.tooManyLogins);
    expect(reply.session).toBeNull();
  }
}

// Several instances need a shared database server; PGlite is one process. CI sets DATABASE_URL.
describe.runIf(TEST_SERVER_URL)('two instances on one PostgreSQL', () => {
  const name = `mlo_test_two_${randomId(6)}`;
  const url = Object.assign(new URL(TEST_SERVER_URL ?? 'postgres://x'), { pathname: `/${name}` }).toString();
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    admin = postgres(TEST_SERVER_URL as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`); // empty: the instances migrate it
    sql = postgres(url, { max: 2, onnotice: () => {} });
    // Started at the same moment, so both reach their migrations together.
    [a, b] = (await Promise.all([0, 1].map(() => startServer({ env: { DATABASE_URL: url }, appUrl: BALANCER })))) as [
      ServerProcess,
      ServerProcess,
    ];
  }, scaledMs(120_000));
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await sql?.end();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it('migrate an empty database once between them, and seed the study library once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrations] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(migrations?.n).toBe(journal.entries.length);
    const documents = fs.readdirSync(LIBRARY_DIR).filter((file) => file.endsWith('.md')).length;
    const [seeded] = await sql<{ n: number }[]>`select count(*)::int as n from training_content where seed_key is not null`;
    expect(seeded?.n).toBe(documents);
  });

  it('accept a session made on either one, and a log out on one ends it on both', async () => {
    const database = openPostgres(url, { max: 1 });
    const { email, user } = await createSignedInUser(database);
    await database.close();
    const session = await logIn(a, email);
    for (const server of [a, b]) {
      expect((await trpcClient(server).query<Me>('auth.me', undefined, session)).data?.id).toBe(user.id);
    }
    expect((await trpcClient(b).mutate('auth.logOut', {}, session)).status).toBe(200);
    for (const server of [a, b]) expect((await trpcClient(server).query<Me>('auth.me', undefined, session)).data).toBeNull();
  });

  it('share the login limit: failures on A and B add up in one PostgreSQL counter', async () => {
    const database = openPostgres(url, { max: 1 });
    const { email } = await createSignedInUser(database);
    await database.close();
    await expectSharedLoginLimit([a, b], email);
    const [counter] = await sql<
      { points: number }[]
    >`select points::int from rate_limits where key = ${`rl_loginFailuresPerAccount:${email}`}`;
    expect(counter?.points).toBeGreaterThanOrEqual(10);
  });

  it("stream Milo's replies from either one, whichever stored the message", async () => {
    const database = openPostgres(url, { max: 1 });
    const { email } = await createSignedInUser(database);
    await database.close();
    const session = await logIn(a, email);
    for (const [sender, streamer] of [
      [a, b],
      [b, a],
    ] as const) {
      const sent = await trpcClient(sender).mutate<{ id: string }>(
        'chat.send',
        { message: 'How does an escrow account analysis work?' },
        session,
      );
      const stream = await trpcClient(streamer).subscribe('chat.reply', { messageId: sent.data?.id }, session);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      const events = stream.events as ReplyEvent[];
      expect(events[0]).toEqual({ type: 'start' });
      expect(events.at(-1)).toMatchObject({ type: 'done', message: { role: 'assistant' } });
      expect(events.at(-1)?.message?.content.toLowerCase()).toContain('escrow');
      // The stored reply is replayed by the other instance, not generated again.
      const replayed = await trpcClient(sender).subscribe('chat.reply', { messageId: sent.data?.id }, session);
      expect(replayed.events).toEqual([events.at(-1)]);
    }
    const history = await trpcClient(a).query<{ messages: { role: string }[] }>('chat.history', undefined, session);
    expect(history.data?.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});

// Needs PostgreSQL (as above) and a Redis server: TEST_REDIS_URL, or one on 127.0.0.1:6379.
describe.runIf(TEST_SERVER_URL && REDIS_URL)('two instances with REDIS_URL', () => {
  it(
    'keep the login limit in Redis, shared by both, and sessions in PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      const redis = new Redis(REDIS_URL as string, { maxRetriesPerRequest: 1 });
      // The Redis server outlives this test: a client address of our own keeps its keys apart from other runs.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      const headers = { 'x-forwarded-for': ip };
      const { email, user } = await createSignedInUser(database);
      const keys = [`rl_loginFailuresPerAccount:${email}`, `rl_loginFailuresPerIp:${ip}`];
      let instances: ServerProcess[] = [];
      try {
        const env = { DATABASE_URL: database.url ?? '', REDIS_URL: REDIS_URL as string, TRUST_PROXY: '1' };
        instances = await Promise.all([0, 1].map(() => startServer({ env, appUrl: BALANCER })));
        const [a, b] = instances as [ServerProcess, ServerProcess];
        const session = await logIn(a, email, headers);
        expect((await trpcClient(b, headers).query<Me>('auth.me', undefined, session)).data?.id).toBe(user.id);
        await redis.del(...keys); // the successful log in above forgave its attempt

        const other = await createSignedInUser(database);
        keys.push(`rl_loginFailuresPerAccount:${other.email}`);
        await expectSharedLoginLimit(instances, other.email, headers);
        expect(Number(await redis.get(`rl_loginFailuresPerAccount:${other.email}`))).toBeGreaterThanOrEqual(10);
        expect(Number(await redis.get(`rl_loginFailuresPerIp:${ip}`))).toBeGreaterThanOrEqual(10);
        expect(await database.db.$count(rateLimits)).toBe(0); // nothing counted in PostgreSQL
      } finally {
        await Promise.all(instances.map((server) => server.kill()));
        await redis.del(...keys);
        redis.disconnect();
        await database.drop();
      }
    },
    scaledMs(120_000),
  );
});

// Without DATABASE_URL the app runs on PGlite, which one process owns: a second instance must refuse.
describe.runIf(!TEST_SERVER_URL)('two instances on one PGlite data directory', () => {
  it(
    'refuse: the second stops at start with a clear message, and the first keeps serving',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-two-'));
      let first: ServerProcess | null = null;
      try {
        first = await startServer({ env: { DATA_DIR: dataDir } });
        const second = await startServer({ env: { DATA_DIR: dataDir } }).then(
          () => null,
          (error: Error) => error.message,
        );
        expect(second).toMatch(/exited during start-up \(1\)/);
        expect(second).toMatch(/is in use by another MLO Prep server \(pid \d+\)\. PGlite serves one process/);
        expect((await trpcClient(first).query('ping')).data).toBe('pong');
      } finally {
        await first?.kill('SIGTERM');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    scaledMs(120_000),
  );
});
