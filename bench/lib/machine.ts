import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const BOOST_NICENESS = -10;

/** What a benchmark report must say about where it ran: results mean little without it. */
export type Machine = {
  date: string;
  cpus: string;
  memory: string;
  node: string;
  os: string;
  loadAverage: string;
  /** How fast fresh memory can be written (see memoryFirstTouchGiBs). */
  memoryFirstTouch: string;
};

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

export function describeMachine(): Machine {
  const cpus = os.cpus();
  let nproc = String(cpus.length);
  try {
    nproc = execSync('nproc', { encoding: 'utf8' }).trim(); // the cores this process may use
  } catch {
    // nproc missing: os.cpus() is close enough
  }
  return {
    date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    cpus: `${nproc} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${gib(os.totalmem())} (${gib(os.freemem())} free at start)`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: loadAverage(),
    memoryFirstTouch: memoryFirstTouch(),
  };
}

/**
 * GiB/s at which a new process writes 256 MiB it has just allocated: every page's first write is a
 * page fault. On some virtual machines here that runs at 0.33 GiB/s (about 12 µs a fault) while
 * writing the same memory again runs at 22 GiB/s, and a fresh browser, whose renderer faults in tens
 * of megabytes while a page loads, is slower there: Lighthouse's CPU benchmark index (a tight loop
 * on memory it already has) does not see it. Measured in a child process so the bench's own heap
 * stays small.
 */
export function memoryFirstTouchGiBs(): number | undefined {
  const probe = `const t=process.hrtime.bigint();Buffer.alloc(256*2**20).fill(1);process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  try {
    const ms = Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 30_000 }));
    return ms > 0 ? 0.25 / (ms / 1000) : undefined;
  } catch {
    return undefined;
  }
}

export const formatGiBs = (value: number | undefined) => (value === undefined ? 'not measured' : `${value.toFixed(2)} GiB/s`);

export function memoryFirstTouch(): string {
  return formatGiBs(memoryFirstTouchGiBs());
}

/** 1, 5 and 15-minute load averages: other work on the machine skews every number. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export function machineTable(machine: Machine, extra: Record<string, string> = {}): string {
  const rows: [string, string][] = [
    ['Date', machine.date],
    ['CPU (`nproc`)', machine.cpus],
    ['Memory', machine.memory],
    ['Node', machine.node],
    ['OS', machine.os],
    ['Load average at start (1/5/15 min)', machine.loadAverage],
    ['Fresh memory written (first touch, 256 MiB)', machine.memoryFirstTouch],
    ...Object.entries(extra),
  ];
  return ['| | |', '|---|---|', ...rows.map(([key, value]) => `| ${key} | ${value} |`)].join('\n');
}

function cpuTimes(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The fraction of all cores busy over the next `ms` (Linux; 0 where /proc/stat is missing). */
export async function cpuBusy(ms = 2000): Promise<number> {
  if (!fs.existsSync('/proc/stat')) return 0;
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/**
 * Waits, up to `maxWaitMs`, for the machine to be less than `maxBusy` busy: CPU-bound measurements
 * (Lighthouse times real main-thread work) mean little while other work holds the cores.
 * Returns the last busy fraction seen, for the report.
 */
export async function waitForQuietCpu(options: { maxBusy: number; maxWaitMs: number }): Promise<number> {
  const deadline = Date.now() + options.maxWaitMs;
  let busy = await cpuBusy();
  while (busy > options.maxBusy && Date.now() < deadline) busy = await cpuBusy();
  return busy;
}

/**
 * Runs a child (started with `detached: true`, so it leads a session of its own) ahead of other
 * work on the machine, at nice -10 for its whole process tree. Root only. Linux groups processes
 * by session for scheduling (autogroup), so a plain nice would only rank it among our own
 * processes: the session's group is the one to set. Returns what was done, for the report.
 */
export function boostPriority(pid: number | undefined): string {
  if (!pid || process.getuid?.() !== 0) return '';
  const autogroup = `/proc/${pid}/autogroup`;
  try {
    if (fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1') {
      fs.writeFileSync(autogroup, String(BOOST_NICENESS));
      return `nice ${BOOST_NICENESS} (its own scheduling autogroup)`;
    }
    os.setPriority(pid, BOOST_NICENESS);
    return `nice ${BOOST_NICENESS}`;
  } catch {
    return '';
  }
}
