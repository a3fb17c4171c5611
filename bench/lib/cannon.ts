import autocannon from 'autocannon';
import { percentile } from '../stats';

/**
 * One autocannon run whose requests are tagged by procedure, so a mixed sequence (a learner's
 * journey) still yields per-procedure latency and status counts. autocannon calls a request's
 * `onResponse` and then, synchronously, emits the instance's 'response' event with the latency:
 * the tag is handed from one to the other.
 */
export type TaggedRequest = autocannon.Request & { tag: string };
export type TagStats = { tag: string; count: number; non2xx: number; statuses: Record<number, number>; latencies: number[] };
export type CannonRun = {
  seconds: number;
  connections: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  byTag: TagStats[];
};

export async function runCannon(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: TaggedRequest[];
  headers?: Record<string, string>;
}): Promise<CannonRun> {
  const byTag = new Map<string, TagStats>();
  let pending: { tag: string; status: number } | undefined;
  const requests = options.requests.map(
    ({ tag, onResponse, ...request }): autocannon.Request => ({
      ...request,
      onResponse(status, body, context, headers) {
        pending = { tag, status };
        if (typeof onResponse === 'function') onResponse(status, body, context, headers);
      },
    }),
  );
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests,
        timeout: 30, // seconds: 200 connections queue on a 2-core machine; a slow answer is data, not a hang
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      const tag = pending?.tag ?? 'untagged';
      pending = undefined;
      const stats = byTag.get(tag) ?? { tag, count: 0, non2xx: 0, statuses: {}, latencies: [] };
      byTag.set(tag, stats);
      stats.count++;
      stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
      if (status < 200 || status > 299) stats.non2xx++;
      stats.latencies.push(ms);
    });
  });
  return {
    seconds: result.duration,
    connections: options.connections,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    byTag: [...byTag.values()],
  };
}

export type Summary = {
  tag: string;
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
};

export function summarise(run: CannonRun): Summary[] {
  return run.byTag.map((stats) => ({
    tag: stats.tag,
    count: stats.count,
    rps: stats.count / run.seconds,
    p50: percentile(stats.latencies, 50),
    p95: percentile(stats.latencies, 95),
    p99: percentile(stats.latencies, 99),
    max: stats.latencies.reduce((max, value) => Math.max(max, value), 0),
    non2xx: stats.non2xx,
  }));
}
