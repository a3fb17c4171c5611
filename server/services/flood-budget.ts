/** A token bucket: `capacity` calls at once, refilled at `refillPerSecond`. */
export type Budget = { capacity: number; refillPerSecond: number };

export type FloodBudgets = {
  /** What one address may send. */
  perAddress: Budget;
  /** What every address together may send: the ceiling a flood from many addresses meets. */
  total: Budget;
  /** Addresses remembered at once; the least recently seen is forgotten first (memory stays bounded). */
  maxAddresses: number;
};

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/**
 * Per-address and total token buckets, in memory, for refusing a flood before any work is done
 * (server/plugins/flood-guard.ts). A call is admitted only if both buckets hold enough tokens, and
 * then both pay, so a refused call costs neither. Pure apart from the clock, which tests pass in.
 */
export function createFloodBudget(budgets: FloodBudgets, now: () => number = performance.now.bind(performance)) {
  const addresses = new Map<string, Bucket>();
  const total: Bucket = { tokens: budgets.total.capacity, at: now() };

  const refill = (bucket: Bucket, budget: Budget, at: number) => {
    bucket.tokens = Math.min(budget.capacity, bucket.tokens + ((at - bucket.at) / 1000) * budget.refillPerSecond);
    bucket.at = at;
  };
  const secondsUntil = (bucket: Bucket, budget: Budget, count: number) =>
    Math.max(1, Math.ceil((Math.min(count, budget.capacity) - bucket.tokens) / budget.refillPerSecond));

  return {
    /** Takes `count` tokens for `address` (and from the total), or says how long until it could. */
    take(address: string, count: number): Take {
      const at = now();
      const own = addresses.get(address) ?? { tokens: budgets.perAddress.capacity, at };
      // Re-inserted, so the Map's first key is the least recently seen.
      addresses.delete(address);
      addresses.set(address, own);
      if (addresses.size > budgets.maxAddresses) addresses.delete(addresses.keys().next().value as string);
      refill(own, budgets.perAddress, at);
      refill(total, budgets.total, at);
      if (own.tokens < count) return { ok: false, retryAfterSeconds: secondsUntil(own, budgets.perAddress, count) };
      if (total.tokens < count) return { ok: false, retryAfterSeconds: secondsUntil(total, budgets.total, count) };
      own.tokens -= count;
      total.tokens -= count;
      return { ok: true };
    },
    /** Addresses remembered now (for tests of the bound). */
    size: () => addresses.size,
  };
}

export type FloodBudget = ReturnType<typeof createFloodBudget>;
