import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { boostPriority } from './machine';

/**
 * The real server (bench/lib/serve.ts: server/index.ts's build of the app, with the bench's own
 * client build) in a child process, with production settings: NODE_ENV=production, no SMTP (so
 * emails, with their links, go to the log), no OpenAI key (offline question bank). Its stdout
 * goes to a file, never through this process, so reading the log costs the measured server nothing.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export type BenchServer = {
  origin: string;
  port: number;
  logFile: string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

export async function startServer(options: {
  env: Record<string, string>;
  runDir: string;
  /** A client build to serve (see buildClient); none: the server answers the API only. */
  clientDist?: string;
  /** Run it ahead of other work on the machine (see boostPriority). */
  boost?: boolean;
}): Promise<BenchServer> {
  const port = await freePort();
  // localhost, not 127.0.0.1: Lighthouse counts http://localhost as a secure context.
  const origin = `http://localhost:${port}`;
  fs.mkdirSync(options.runDir, { recursive: true });
  const logFile = path.join(options.runDir, `server-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/lib/serve.ts'], {
    cwd: ROOT,
    detached: options.boost,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      SMTP_URL: '',
      OPENAI_API_KEY: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      BENCH_CLIENT_DIST: options.clientDist ?? path.join(options.runDir, 'no-client'),
      ...options.env,
    },
  });
  fs.closeSync(out);
  if (options.boost) boostPriority(child.pid);
  // A bench stopped with Ctrl-C (or a closed pipe) must not leave its server running.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin, child, 180_000);
  } catch (error) {
    await stop();
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${(error as Error).message}\n--- server log ---\n${tail}`);
  }
  return { origin, port, logFile, stop };
}

/** `vite build` into a folder of the bench's own (vite.config.ts's settings otherwise); returns it. */
export function buildClient(outDir: string): string {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
  return outDir;
}

/** A fresh run directory under the system's temporary folder. */
export function makeRunDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

type LogLine = { to?: string; msg?: string };

/** Every verification code the server has logged so far (no SMTP_URL set), by recipient; the newest wins. */
export function loggedVerificationCodes(logFile: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('mode=verifyEmail')) continue;
    const entry = JSON.parse(line) as LogLine;
    const code = entry.msg?.match(/mode=verifyEmail&oobCode=([a-z0-9]+)/i)?.[1];
    if (entry.to && code) codes.set(entry.to.toLowerCase(), code);
  }
  return codes;
}

/** Waits until the server has logged the verification email to `email`, and returns its code. */
export async function waitForVerificationCode(logFile: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = loggedVerificationCodes(logFile).get(email.toLowerCase());
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification email to ${email} in ${logFile}`);
}
