import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

/**
 * Starts bench/lib/bare-trpc.ts (tRPC on Fastify with one query and nothing else) in its own process:
 * the stack's ceiling that `npm run bench ceiling` and `npm run bench:load` report the app against.
 */
export async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/lib/bare-trpc.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
