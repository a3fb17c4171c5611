import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { startFakeOpenAi } from '../helpers/fake-openai';
import { scaledMs } from '../helpers/machine-speed';
import { httpRequest, startServer, trpcClient } from '../helpers/spawn-server';
import { createSignedInUser } from '../helpers/users';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-start-stop-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Whether any process of the group still exists (signal 0 checks without sending anything). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** `npm start` as a process manager runs it: its own process group, output to pipes. */
async function npmStart(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', OPENAI_API_KEY: '', REDIS_URL: '', SMTP_URL: '' };
  delete env.NODE_OPTIONS;
  delete env.VITEST;
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => LISTENING.test(output) || child.exitCode !== null, scaledMs(60_000));
  const url = LISTENING.exec(output)?.[1];
  if (!url) throw new Error(`npm start did not listen:\n${output}`);
  return { child, url, output: () => output };
}

describe('npm start on a built tree', () => {
  it('serves the first page, and exits within 5 s of a SIGTERM sent to its own pid, leaving no process of its group', async () => {
    const { child, url, output } = await npmStart(tempDir());
    const page = await httpRequest(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"');
    expect(output()).not.toMatch(/DeprecationWarning|Deprecation:|ExperimentalWarning/);

    const pid = child.pid as number;
    process.kill(pid, 'SIGTERM'); // npm alone, as systemd or a container runtime signals the main process
    const exitedAfter = await waitFor(() => child.exitCode !== null || child.signalCode !== null, 5000);
    expect(exitedAfter).toBeLessThan(5000);
    expect(child.exitCode).toBe(0);
    await waitFor(() => !groupAlive(pid), 1000);
    expect(groupAlive(pid)).toBe(false);
    expect(output()).toContain('shutting down: finishing in-flight requests');
  });
});

describe('shutting down with a Milo reply streaming', () => {
  it('ends the stream and exits promptly, though the model is still thinking', async () => {
    const dataDir = tempDir();
    const database = await openPglite(dataDir);
    await database.migrate();
    const learner = await createSignedInUser({ db: database.db });
    await database.close();
    const model = await startFakeOpenAi({ kind: 'hang' });
    const server = await startServer({
      env: { DATA_DIR: dataDir, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseURL },
    });
    try {
      const client = trpcClient(server);
      const sent = await client.mutate<{ id: string }>(
        'chat.send',
        { message: 'What does RESPA Section 8 prohibit?' },
        learner.token,
      );
      expect(sent.status).toBe(200);
      let streamEnded = false;
      const stream = client.subscribe('chat.reply', { messageId: sent.data?.id }, learner.token, 60_000).finally(() => {
        streamEnded = true;
      });
      await waitFor(() => model.requests.length > 0, scaledMs(10_000)); // the reply is waiting on the model

      const stopped = Date.now();
      await server.kill('SIGTERM');
      expect(Date.now() - stopped).toBeLessThan(5000);
      expect(server.child.exitCode).toBe(0);
      await waitFor(() => streamEnded, 1000);
      expect((await stream).status).toBe(200);
    } finally {
      await server.kill();
      await model.close();
    }
  });
});
