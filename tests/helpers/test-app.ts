import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../server/app';
import type { AppDeps } from '../../server/deps';

export const FIXTURE_DIST = path.resolve(import.meta.dirname, '../fixtures/client-dist');
export const ORIGIN = 'http://localhost:3000';

/** The real Fastify app over test dependencies, for fastify.inject tests. */
export function buildTestApp(deps: AppDeps) {
  const { log: _log, ...rest } = deps;
  return buildApp({ deps: rest, logger: pino({ level: 'silent' }), clientDist: FIXTURE_DIST });
}

export const jsonHeaders = { origin: ORIGIN, 'content-type': 'application/json' };
