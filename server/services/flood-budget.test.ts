import { describe, expect, it } from 'vitest';
import { createFloodBudget, type FloodBudgets } from './flood-budget';

const BUDGETS: FloodBudgets = {
  perAddress: { capacity: 3, refillPerSecond: 1 },
  total: { capacity: 5, refillPerSecond: 2 },
  maxAddresses: 4,
};

function clock() {
  let ms = 0;
  return { now: () => ms, advance: (seconds: number) => (ms += seconds * 1000) };
}

describe('createFloodBudget', () => {
  it("admits an address's capacity at once, then refuses with the seconds until a token is back", () => {
    const time = clock();
    const budget = createFloodBudget(BUDGETS, time.now);
    expect([1, 2, 3].map(() => budget.take('a', 1).ok)).toEqual([true, true, true]);
    expect(budget.take('a', 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(budget.take('a', 1).ok).toBe(true);
    expect(budget.take('a', 1).ok).toBe(false);
  });

  it('refills at its rate, never past its capacity', () => {
    const time = clock();
    const budget = createFloodBudget(BUDGETS, time.now);
    expect(budget.take('a', 3).ok).toBe(true);
    time.advance(3600);
    expect(budget.take('a', 3).ok).toBe(true);
    expect(budget.take('a', 1).ok).toBe(false);
  });

  it('counts a batch as its number of calls, all or none', () => {
    const time = clock();
    const budget = createFloodBudget(BUDGETS, time.now);
    expect(budget.take('a', 2).ok).toBe(true);
    expect(budget.take('a', 2)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.take('a', 1).ok).toBe(true); // the refused batch took nothing
  });

  it('refuses every address once the total is spent, and charges an address nothing when the total refuses', () => {
    const time = clock();
    const budget = createFloodBudget(BUDGETS, time.now);
    expect(budget.take('a', 3).ok).toBe(true);
    expect(budget.take('b', 2).ok).toBe(true);
    expect(budget.take('c', 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
    time.advance(1); // the total gets 2 back
    expect(budget.take('c', 2).ok).toBe(true);
    expect(budget.take('c', 1).ok).toBe(false); // the total again, though c has one left
    time.advance(0.5);
    expect(budget.take('c', 1).ok).toBe(true);
  });

  it('forgets the least recently seen address past maxAddresses', () => {
    const time = clock();
    const budget = createFloodBudget({ ...BUDGETS, total: { capacity: 100, refillPerSecond: 1 } }, time.now);
    expect(budget.take('a', 3).ok).toBe(true);
    for (const address of ['b', 'c', 'd', 'e']) budget.take(address, 1);
    expect(budget.size()).toBe(4);
    expect(budget.take('a', 1).ok).toBe(true); // forgotten: a full bucket again
  });
});
