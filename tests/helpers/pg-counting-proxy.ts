import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that counts the queries passing through it: each Execute or
 * simple Query a client sends, and each one that ended (CommandComplete, EmptyQueryResponse or
 * ErrorResponse from the server). A query still open when its connection closes was cut. The fault
 * tests point the server's DATABASE_URL here to say how many queries a run made and how many cuts hit.
 */
export type CountingProxy = {
  /** DATABASE_URL through the proxy. */
  url: string;
  counts: () => { queries: number; completed: number; cut: number };
  close: () => Promise<void>;
};

/** Splits a stream of framed messages (a type byte, then a length that counts itself); the first message may be untyped. */
function messageReader(onMessage: (type: string, body: Buffer) => void, untypedFirst: boolean) {
  let buffer = Buffer.alloc(0);
  let expectUntyped = untypedFirst;
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (expectUntyped) {
        // StartupMessage, SSLRequest or CancelRequest: a length, no type byte.
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        buffer = buffer.subarray(length);
        expectUntyped = false;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      onMessage(String.fromCharCode(buffer[0] as number), buffer.subarray(5, 1 + length));
      buffer = buffer.subarray(1 + length);
    }
  };
}

/** The SQLSTATE of an ErrorResponse: its fields are a code byte and a NUL-terminated string each. */
function sqlState(body: Buffer): string | undefined {
  for (let at = 0; at < body.length && body[at] !== 0; ) {
    const end = body.indexOf(0, at + 1);
    if (body[at] === 0x43 /* 'C' */) return body.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return undefined;
}

export async function startCountingProxy(databaseUrl: string): Promise<CountingProxy> {
  const target = new URL(databaseUrl);
  let queries = 0;
  let completed = 0;
  let cut = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    let open = 0; // queries sent on this connection and not yet ended
    // postgres.js sends no SSLRequest without ssl settings, so the startup message is the one untyped message.
    const fromClient = messageReader((type) => {
      if (type === 'E' || type === 'Q') {
        queries++;
        open++;
      }
    }, true);
    const fromServer = messageReader((type, body) => {
      if (!(type === 'C' || type === 'I' || type === 'E') || open === 0) return;
      open--;
      // The backend being terminated (SQLSTATE 57P01) ends the query it ran: a cut, not an answer.
      if (type === 'E' && sqlState(body) === '57P01') cut++;
      else completed++;
    }, false);
    client.on('data', (chunk: Buffer) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      fromServer(chunk);
      client.write(chunk);
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      cut += open;
      open = 0;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('close', close);
      socket.on('error', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    counts: () => ({ queries, completed, cut }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
