import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { appRouter } from '../../server/router';
import { parseSse } from './spawn-server';
import { jsonHeaders } from './test-app';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/** One procedure of the router, as the security suites see it. */
export type Procedure = {
  path: string;
  type: ProcedureType;
  /** The keys of its zod object input; null when it takes no object (no input, or void). */
  inputKeys: string[] | null;
};

type ProcedureDef = { _def: { type: ProcedureType; inputs: { shape?: Record<string, unknown> }[] } };

/**
 * Every procedure of the app router, read from the router itself (tRPC v11 keeps a flat record
 * keyed 'auth.logIn' …), so a procedure added later is covered without touching the suites.
 */
export function listProcedures(): Procedure[] {
  const record = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(record).map(([path, procedure]) => {
    const shape = procedure._def.inputs[0]?.shape;
    return { path, type: procedure._def.type, inputKeys: shape ? Object.keys(shape) : null };
  });
}

/** What an error body must never contain: a stack frame, a source path, a dependency, SQL. */
export const LEAK =
  /\bat [^\n"]*:\d+:\d+|\/(server|shared|tests)\/[\w/-]+\.ts|node_modules|\.ts:\d+|"stack"|Failed query|select .* from /i;

export type CallResult = {
  status: number;
  /** The tRPC error code (from JSON or from the event stream), null on success. */
  code: string | null;
  message: string | null;
  body: string;
  headers: Record<string, unknown>;
  /** Parsed data of a successful JSON call or the events of a stream. */
  data: unknown;
};

export type CallOptions = {
  input?: unknown;
  session?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/**
 * Calls one procedure over HTTP (fastify.inject) the way the browser does: queries and
 * subscriptions by GET, mutations by POST with our Origin and JSON. Every error response is
 * checked for leaked internals.
 */
export async function callProcedure(
  app: FastifyInstance,
  procedure: Pick<Procedure, 'path' | 'type'>,
  options: CallOptions = {},
) {
  const cookie: Record<string, string> = options.session ? { cookie: `session=${options.session}` } : {};
  const query = options.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(options.input))}`;
  const request: InjectOptions =
    procedure.type === 'mutation'
      ? {
          method: 'POST',
          url: `/trpc/${procedure.path}`,
          headers: { ...jsonHeaders, ...cookie, ...options.headers },
          payload: JSON.stringify(options.input ?? {}),
        }
      : { method: 'GET', url: `/trpc/${procedure.path}${query}`, headers: { ...cookie, ...options.headers } };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  return toResult(await app.inject(request));
}

/** Several calls in one batched request (`/trpc/a,b?batch=1`); one result per call. */
export async function callBatch(
  app: FastifyInstance,
  type: 'query' | 'mutation',
  calls: { path: string; input?: unknown }[],
  options: Omit<CallOptions, 'input'> = {},
): Promise<CallResult[]> {
  const paths = calls.map((call) => call.path).join(',');
  const inputs = JSON.stringify(Object.fromEntries(calls.map((call, index) => [index, call.input ?? {}])));
  const cookie: Record<string, string> = options.session ? { cookie: `session=${options.session}` } : {};
  const request: InjectOptions =
    type === 'mutation'
      ? {
          method: 'POST',
          url: `/trpc/${paths}?batch=1`,
          headers: { ...jsonHeaders, ...cookie, ...options.headers },
          payload: inputs,
        }
      : {
          method: 'GET',
          url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(inputs)}`,
          headers: { ...cookie, ...options.headers },
        };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  const response = await app.inject(request);
  expect(response.body).not.toMatch(LEAK);
  const items = JSON.parse(response.body) as unknown;
  if (!Array.isArray(items)) throw new Error(`expected a batch answer, got ${response.statusCode} ${response.body}`);
  return items.map(
    (item: { result?: { data?: unknown }; error?: { message: string; data?: { code?: string; httpStatus?: number } } }) => ({
      status: item.error?.data?.httpStatus ?? 200,
      code: item.error?.data?.code ?? null,
      message: item.error?.message ?? null,
      body: JSON.stringify(item),
      headers: response.headers,
      data: item.result?.data,
    }),
  );
}

function toResult(response: { statusCode: number; body: string; headers: Record<string, unknown> }): CallResult {
  const { statusCode: status, body, headers } = response;
  if (status >= 400 || body.includes('serialized-error')) expect(body, 'an error response leaks internals').not.toMatch(LEAK);
  if (String(headers['content-type']).startsWith('text/event-stream')) {
    const { events, error } = parseSse(body);
    return { status, code: error?.code ?? null, message: error?.message ?? null, body, headers, data: events };
  }
  let parsed: { result?: { data?: unknown }; error?: { message?: string; data?: { code?: string } } } = {};
  try {
    parsed = JSON.parse(body);
  } catch {
    // a non-JSON answer (413 from Fastify is JSON, but be lenient): status says enough
  }
  return {
    status,
    code: parsed.error?.data?.code ?? null,
    message: parsed.error?.message ?? null,
    body,
    headers,
    data: parsed.result?.data,
  };
}

/** A plausible value for each input field we know, so a call gets past validation to the procedure's own checks. */
const SAMPLE_VALUES: Record<string, unknown> = {
  fullName: 'Pat Lender',
  email: 'someone@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
  oobCode: 'abcdefghijklmnopqrstuvwxyz234567',
  topic: 'RESPA',
  numQuestions: 5,
  difficulty: 'beginner',
  testId: 'nosuchtest',
  attemptId: 'nosuchattempt',
  resultId: 'nosuchresult',
  messageId: 'nosuchmessage',
  questionId: 'q1',
  answerId: 'b',
  fresh: false,
  flagged: true,
  knewIt: false,
  mode: 'timed',
  page: 1,
  examDate: null,
  suspended: false,
  scope: 'all',
  section: 'federal',
  message: 'What does RESPA Section 8 prohibit?',
  title: 'A title',
  source: 'A source',
  category: 'RESPA',
  transcript: 'Some transcript text about RESPA.',
  url: 'https://example.com/video',
  question: 'What is TRID?',
  query: 'escrow account',
  slug: 'respa',
  id: 'nosuchid',
  reason: 'wrong-key',
  comment: 'The marked answer looks wrong.',
  reportId: 'nosuchreport',
};

/** The procedure's input with sample values for every field (unknown fields get 'x'), then `overrides`. */
export function sampleInput(procedure: Procedure, overrides: Record<string, unknown> = {}): unknown {
  if (!procedure.inputKeys) return undefined;
  const input: Record<string, unknown> = {};
  for (const key of procedure.inputKeys) if (key !== 'lastEventId') input[key] = key in SAMPLE_VALUES ? SAMPLE_VALUES[key] : 'x';
  return { ...input, ...overrides };
}
