import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createLogger } from '../../server/create-logger';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';
import { users } from '../../server/db/schema';
import { SLOW_REQUEST_MS } from '../../server/plugins/request-log';
import { promoteAdminEmails } from '../../server/services/auth/promote-admins';
import { formatLoggedEmail } from '../../server/services/mail/mailer';
import { createTestDeps } from '../helpers/test-deps';
import { setUpTestEnvironment } from '../helpers/test-environment';
import { createSignedInUser } from '../helpers/users';

const ROOT = path.resolve(import.meta.dirname, '../..');
const env = setUpTestEnvironment();

/** A stream that collects what a logger writes. */
function capture(isTTY = false) {
  const stream = Object.assign(new PassThrough(), { isTTY, fd: 1 as const });
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { stream: stream as unknown as NodeJS.WriteStream & { fd: 1 }, text: () => text };
}

describe('ADMIN_EMAILS', () => {
  it('promotes existing accounts at start, and leaves everyone else as they were', async () => {
    const listed = await createSignedInUser(env.database, { email: 'Boss@Example.com' });
    const other = await createSignedInUser(env.database);
    const lines: string[] = [];
    const promoted = await promoteAdminEmails(env.database.db, ['boss@example.com', 'nobody@example.com'], {
      info: (line: string) => lines.push(line),
    });
    expect(promoted).toEqual([listed.user.id]);
    expect(lines).toEqual(['Boss@Example.com is now an admin (listed in ADMIN_EMAILS)']);
    const roleOf = async (id: string) =>
      (await env.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    expect(await roleOf(listed.user.id)).toBe('admin');
    expect(await roleOf(other.user.id)).toBe('learner');
    // A second start promotes nobody again.
    expect(await promoteAdminEmails(env.database.db, ['boss@example.com'], { info: () => {} })).toEqual([]);
  });

  it('user:admin against a PGlite directory a server holds says what to do instead', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-admin-'));
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    const release = acquireDataDirLock(path.join(dataDir, 'pglite')); // this process plays the running server
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/scripts/make-admin.ts', 'kate@example.com'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_OPTIONS: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by another MLO Prep server (pid ${process.pid})`);
      expect(result.stderr).toContain('add it to ADMIN_EMAILS');
      expect(result.stderr).toContain('restart the server');
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('logs a person can read', () => {
  it('writes JSON lines when the output is not a terminal, and when LOG_FORMAT=json', () => {
    for (const [format, isTTY] of [
      [undefined, false],
      ['json', true],
    ] as const) {
      const out = capture(isTTY);
      createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: format }, out.stream).info({ userId: 'u1' }, 'hello');
      expect(JSON.parse(out.text().trim())).toMatchObject({ level: 30, msg: 'hello', userId: 'u1' });
    }
  });

  it("never logs a failed query's parameters (session hashes, emails, password hashes)", () => {
    const out = capture();
    const failure = Object.assign(new Error('Failed query: select * from sessions where id = $1'), {
      params: ['a1b2c3-session-hash'],
      cause: Object.assign(new Error('connection ended'), { parameters: ['kate@example.com', '$argon2id$v=19$secret'] }),
    });
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, out.stream).error({ err: failure }, 'procedure failed');
    expect(out.text()).toContain('Failed query: select * from sessions where id = $1');
    for (const secret of ['a1b2c3-session-hash', 'kate@example.com', '$argon2id']) expect(out.text()).not.toContain(secret);
  });

  it('writes pretty lines on a terminal', () => {
    const out = capture(true);
    createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: undefined }, out.stream).info('MLO Prep is running');
    expect(out.text()).toMatch(/INFO.*MLO Prep is running/);
    expect(() => JSON.parse(out.text())).toThrow();
  });

  it('prints an email as a block with its link on a line of its own', () => {
    const link = 'http://localhost:3000/__/auth/action?mode=verifyEmail&oobCode=abc';
    const block = formatLoggedEmail({
      to: 'kate@example.com',
      subject: 'Verify your email',
      text: `Hi\n\nVerify email:\n${link}\n`,
    });
    expect(block.split('\n')).toContain(link);
    expect(block).toContain('To:      kate@example.com');
    expect(block).toContain('Subject: Verify your email');
  });

  it('logs quick successful requests at debug, and slow or failed ones at info or above', async () => {
    const out = capture();
    const logger = pino({ level: 'debug' }, out.stream);
    const { log: _log, ...deps } = createTestDeps(env.database.db);
    const app = await buildApp({ deps, logger });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return 'done';
    });
    try {
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/trpc/no.such.procedure?input=%7B%22secret%22%3A1%7D' });
      await app.inject({ method: 'GET', url: '/slow' });
    } finally {
      await app.close();
    }
    const lines = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; path?: string; status?: number })
      .filter((line) => line.msg === 'request completed');
    const levelOf = (pathName: string) => lines.find((line) => line.path === pathName)?.level;
    expect(levelOf('/healthz')).toBe(20); // debug
    expect(levelOf('/trpc/no.such.procedure')).toBe(30); // a 404: info
    expect(levelOf('/slow')).toBe(30); // slow: info
    expect(out.text()).not.toContain('secret'); // query strings carry tRPC inputs and are left out
    expect(out.text()).not.toContain('incoming request'); // Fastify's own two lines per request are off
  }, 10_000);
});
