import { createHash } from 'node:crypto';

/**
 * Time limits in the fault tests scale with how fast this machine is right now, so a busy machine
 * (another test run beside, a slower CPU) gets proportionally more time instead of a red run, while
 * each assertion keeps its shape ("answered within the model's budget", "no request slower than 5 s").
 *
 * The baseline is a fixed piece of CPU work (hashing and JSON, what the server does most); its median
 * time over a few runs is compared with the same work on an idle 2-core machine of CI's kind.
 */
export const IDLE_REFERENCE_MS = 17; // median of 15 runs on an idle 2-core CI machine, 2026-11-24
const MAX_SLOWDOWN = 8;

const block = Buffer.alloc(1 << 20, 7);
const records = Array.from({ length: 2000 }, (_, id) => ({ id, text: 'question '.repeat(10), answers: [1, 2, 3, 4] }));

function timeWork(): number {
  const started = performance.now();
  for (let i = 0; i < 16; i++) createHash('sha256').update(block).digest();
  for (let i = 0; i < 10; i++) JSON.parse(JSON.stringify(records));
  return performance.now() - started;
}

/** How many times slower than the idle reference this machine is now (1 at best, at most 8). */
export function measureSlowdown(runs = 9): number {
  const times = Array.from({ length: runs }, timeWork).sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)] ?? IDLE_REFERENCE_MS;
  return Math.min(MAX_SLOWDOWN, Math.max(1, median / IDLE_REFERENCE_MS));
}

let slowdown: number | undefined;

/** The slowdown measured once per test file (on first use). */
export function machineSlowdown(): number {
  slowdown ??= measureSlowdown();
  return slowdown;
}

/** A time limit for an idle machine, scaled to this one. */
export function scaledMs(idleMs: number): number {
  return Math.round(idleMs * machineSlowdown());
}
