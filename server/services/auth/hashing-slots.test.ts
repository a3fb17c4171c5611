import { describe, expect, it } from 'vitest';
import { createSlots } from './hashing-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('createSlots', () => {
  it('runs at most `slots` tasks at a time, the rest in the order they came', async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.waiting()).toBe(2);
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.running()).toBe(2);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(slots.running()).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.running()).toBe(0);
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
