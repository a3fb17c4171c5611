import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { scaledMs } from './machine-speed';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type HttpResponse = { status: number; headers: http.IncomingHttpHeaders; text: string };

/**
 * One HTTP request on a fresh connection (no keep-alive pool), so a request after a SIGKILL never
 * reuses a socket of the dead process. A refused or reset connection rejects.
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    // A busy machine answers slower: the default wait scales with the measured slowdown.
    req.setTimeout(options.timeoutMs ?? scaledMs(15_000), () => req.destroy(new Error(`no answer from ${url} in time`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  /** The Origin a browser on APP_URL sends. */
  origin: string;
  child: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  /** Sends the signal and resolves once the process has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

export type StartServerOptions = {
  /** DATABASE_URL or DATA_DIR, REDIS_URL, OPENAI_* …; PORT, HOST and LOG_LEVEL are filled in. */
  env: Record<string, string>;
  /** The public address (Origin of mutations); instances behind one balancer share it. */
  appUrl?: string;
  readyTimeoutMs?: number;
};

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** Servers still running: if the test process ends first (a timeout, a crash), they go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the real server (`server/serve.ts`) as a child process on a port the OS picks (PORT=0,
 * read back from Fastify's "listening" log line, so parallel tests never race for a port) and
 * waits until /healthz answers 200. `node --import tsx` keeps it one process, so a SIGKILL hits
 * the server itself (tsx's CLI would leave its child running).
 */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const appUrl = options.appUrl ?? 'http://localhost:3000';
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', OPENAI_API_KEY: '', REDIS_URL: '', SMTP_URL: '' };
  delete env.NODE_OPTIONS; // vitest's worker flags are not the server's
  delete env.VITEST;
  Object.assign(env, { NODE_ENV: 'production', HOST: '127.0.0.1', APP_URL: appUrl }, options.env, {
    PORT: '0',
    LOG_LEVEL: 'info', // the "listening" line is at info; the output is only kept for failure messages
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let url: string | null = null;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    url ??= LISTENING.exec(output.slice(-200) + text)?.[1] ?? null;
    output = (output + text).slice(-50_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? scaledMs(60_000));
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const health = url ? await httpRequest(`${url}/healthz`, { timeoutMs: 2000 }).catch(() => null) : null;
    if (url && health?.status === 200) {
      return { url, port: Number(new URL(url).port), origin: new URL(appUrl).origin, child, output: () => output, kill };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await kill();
  throw new Error(`the server did not answer /healthz within the start-up timeout:\n${output}`);
}

export type TrpcReply<T = unknown> = {
  status: number;
  data: T | undefined;
  error: { message: string; code: string } | null;
  text: string;
  /** The `session` cookie this response set, if any. */
  session: string | null;
};

function toReply<T>(response: HttpResponse): TrpcReply<T> {
  let body: { result?: { data?: T }; error?: { message: string; data?: { code?: string } } } = {};
  try {
    body = JSON.parse(response.text);
  } catch {
    // not JSON (an SSE stream or a bare 5xx page): the caller reads `text`
  }
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const session = cookies.map((cookie) => /^session=([^;]*)/.exec(cookie)?.[1]).find((value) => value !== undefined) ?? null;
  return {
    status: response.status,
    data: body.result?.data,
    error: body.error ? { message: body.error.message, code: body.error.data?.code ?? '' } : null,
    text: response.text,
    session,
  };
}

/**
 * Calls procedures of a running server as a browser on its APP_URL would, with the session cookie;
 * `headers` go on every request (X-Forwarded-For as a load balancer adds it).
 */
export function trpcClient(server: Pick<ServerProcess, 'url' | 'origin'>, headers: Record<string, string> = {}) {
  const cookieHeader = (session?: string): Record<string, string> => ({
    ...headers,
    ...(session ? { cookie: `session=${session}` } : {}),
  });
  return {
    url: server.url,
    async query<T = unknown>(procedure: string, input?: unknown, session?: string): Promise<TrpcReply<T>> {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return toReply(await httpRequest(`${server.url}/trpc/${procedure}${query}`, { headers: cookieHeader(session) }));
    },
    async mutate<T = unknown>(procedure: string, input?: unknown, session?: string, timeoutMs?: number): Promise<TrpcReply<T>> {
      const response = await httpRequest(`${server.url}/trpc/${procedure}`, {
        timeoutMs,
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json', ...cookieHeader(session) },
        body: JSON.stringify(input ?? {}),
      });
      return toReply(response);
    },
    /** A subscription over server-sent events, read to its end. */
    async subscribe(procedure: string, input: unknown, session?: string, timeoutMs = 30_000) {
      const response = await httpRequest(`${server.url}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: { accept: 'text/event-stream', ...cookieHeader(session) },
        timeoutMs,
      });
      const { events, error } = parseSse(response.text);
      return { status: response.status, headers: response.headers, text: response.text, events, error };
    },
  };
}

/**
 * The events of a tRPC server-sent-event stream: `events` holds the data of each message event
 * (tRPC's own connected, ping and return events left out); `error` the serialized error, if one ended it.
 */
export function parseSse(text: string) {
  const events: unknown[] = [];
  let error: { message: string; code: string } | null = null;
  for (const block of text.split('\n\n')) {
    const lines = block.split('\n');
    const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
    const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
    if (!data) continue;
    if (event === 'message') events.push(JSON.parse(data));
    if (event === 'serialized-error') {
      const parsed = JSON.parse(data) as { message: string; data?: { code?: string } };
      error = { message: parsed.message, code: parsed.data?.code ?? '' };
    }
  }
  return { events, error };
}
