import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../server/app';
import type { AppDeps } from '../../server/deps';
import type { FloodBudgets } from '../../server/services/flood-budget';
import { floodBudgets } from '../../server/services/rate-limits';

export const FIXTURE_DIST = path.resolve(import.meta.dirname, '../fixtures/client-dist');
export const ORIGIN = 'http://localhost:3000';

/**
 * The flood guard's budgets a hundredfold: the suites that send hundreds of public mutations from one
 * address test what stands behind the guard (the per-IP limits, the lock-out, the error bodies).
 * tests/integration/security-flood.test.ts tests the guard itself, with the real budgets.
 */
export const WIDE_FLOOD_BUDGETS = floodBudgets(100);

/** The real Fastify app over test dependencies, for fastify.inject tests. */
export function buildTestApp(deps: AppDeps, options: { floodBudgets?: FloodBudgets } = {}) {
  const { log: _log, ...rest } = deps;
  return buildApp({
    deps: rest,
    logger: pino({ level: 'silent' }),
    clientDist: FIXTURE_DIST,
    floodBudgets: options.floodBudgets ?? WIDE_FLOOD_BUDGETS,
  });
}

export const jsonHeaders = { origin: ORIGIN, 'content-type': 'application/json' };
