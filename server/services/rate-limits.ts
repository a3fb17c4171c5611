import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import type { FloodBudgets } from './flood-budget';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Every limit of the server, in one place: points allowed per duration (seconds). */
export const LIMITS = {
  // Password attempts (log in, resend verification). One address guessing one account is stopped
  // first; the account's own limit is far larger, so guessing from many addresses is slowed without
  // one attacker locking the owner out — and a reset (proof of the mailbox) clears it anyway.
  loginFailuresPerAccountIp: { points: 10, duration: 15 * MINUTE },
  loginFailuresPerAccount: { points: 100, duration: HOUR },
  loginFailuresPerIp: { points: 50, duration: 15 * MINUTE },
  // Every other unauthenticated mutation is counted per address, each call of a batch included.
  signupPerIp: { points: 20, duration: HOUR },
  resendPerIp: { points: 30, duration: HOUR },
  verifyPerIp: { points: 30, duration: HOUR },
  resetPasswordPerIp: { points: 20, duration: HOUR },
  resendCooldown: { points: 1, duration: MINUTE },
  resendPerAccount: { points: 10, duration: HOUR },
  resetPerEmail: { points: 5, duration: HOUR },
  resetPerIp: { points: 30, duration: HOUR },
  generationsPerUser: { points: 30, duration: HOUR },
  chatMessagesPerUser: { points: 60, duration: HOUR },
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * The flood guard's budgets (server/plugins/flood-guard.ts), in memory per instance, for the calls of
 * the public auth mutations from anyone not signed in: what gets through to the limits above at all.
 * Per address: 10 at once, 10 a minute; every address together: 40 at once, 4 a second. Ample for
 * people (a sign-up or a log-in is a call or two), small for a script (docs/decisions/2026-11-27-flood-guard.md).
 */
/** How long the flood guard holds a refused call before its 429: a flooding connection's pace. */
export const FLOOD_REFUSAL_DELAY_MS = 1000;

export function floodBudgets(multiplier = 1): FloodBudgets {
  return {
    perAddress: { capacity: 10 * multiplier, refillPerSecond: (10 * multiplier) / 60 },
    total: { capacity: 40 * multiplier, refillPerSecond: 4 * multiplier },
    maxAddresses: 10_000,
  };
}

/** The per-address limits of unauthenticated mutations: what a flood hits. */
const FLOODABLE = new Set<string>(['signupPerIp', 'resendPerIp', 'verifyPerIp', 'resetPasswordPerIp', 'resetPerIp']);
/** Short, so that counters cleared in the store (tests, an operator) take effect soon on every instance. */
const IN_MEMORY_BLOCK_SECONDS = 30;
export type Limiters = Record<LimitName, RateLimiterAbstract>;

/**
 * Counters live in PostgreSQL (shared by every instance on one database) or in Redis when
 * REDIS_URL is set. Both stores come from rate-limiter-flexible.
 */
export function createLimiters(store: { db: Db } | { redis: Redis }, multiplier = 1): Limiters {
  const entries = Object.entries(LIMITS).map(([name, limit]) => {
    const points = name === 'resendCooldown' ? limit.points : limit.points * multiplier;
    const options = {
      keyPrefix: `rl_${name}`,
      points,
      duration: limit.duration,
      // A flood from one address past its limit is refused in memory, without a write to the store
      // (16 connections of refused resets otherwise queued on one counter row and on the pool).
      ...(FLOODABLE.has(name) ? { inMemoryBlockOnConsumed: points, inMemoryBlockDuration: IN_MEMORY_BLOCK_SECONDS } : {}),
    };
    const limiter =
      'redis' in store
        ? new RateLimiterRedis({
            ...options,
            storeClient: store.redis,
            useRedisPackage: false,
            // If Redis is unreachable, count in this process instead of failing every login.
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterDrizzle({ ...options, storeClient: store.db, schema: rateLimits });
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as unknown as Limiters;
}

/** Consumes one point or throws RATE_LIMITED with the given message. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new AppError('RATE_LIMITED', message, { reason: 'rate-limited' });
    throw error;
  }
}
