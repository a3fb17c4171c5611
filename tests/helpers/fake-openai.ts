import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does for one request. */
export type FakeReply =
  | { kind: 'content'; content: string; delayMs?: number }
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'drop' };

export type RecordedRequest = {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> & { messages?: { role: string; content: string }[] };
};

/**
 * An OpenAI-compatible chat-completions server on loopback: the real SDK talks to it over real
 * HTTP. Replies are taken from a queue; when the queue is empty, `fallback` answers.
 */
export async function startFakeOpenAi(fallback: FakeReply = { kind: 'content', content: '{"questions":[]}' }) {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as RecordedRequest['body']) : {};
      requests.push({ headers: req.headers, body });
      const reply = queue.shift() ?? fallback;
      void respond(reply, res, req);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function respond(reply: FakeReply, res: http.ServerResponse, req: http.IncomingMessage) {
    const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
    if (reply.kind === 'hang') return; // never answers
    if (reply.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
      res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'test' } }));
      return;
    }
    if (reply.kind === 'content') {
      await wait(reply.delayMs);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const chunk of reply.chunks) {
      await wait(reply.delayMs);
      const event = {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }],
      };
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    res.write('data: [DONE]\n\n');
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies: FakeReply[]) => queue.push(...replies),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
