import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boostPriority } from './machine';

/** Debian's Chromium, headless, and kept off the network: this machine has none, and a bench must not try. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  // Chromium 156 renders the omnibox's drop-down (chrome://omnibox-popup.top-chrome, two pages) in a
  // renderer of its own, headless too; a Lighthouse trace showed it busy for 0.9–1.2 s of the page's
  // first 3 s, a whole core of this 2-core machine taken from the page being measured.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** "Chromium 156.0.8078.108", as the binary says; a browser update can move every score. */
export function chromiumVersion(): string {
  try {
    const printed = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return printed.trim().replace(/ built on .*/, '') || 'unknown';
  } catch {
    return 'unknown';
  }
}

export type Chromium = { port: number; close: () => Promise<void> };

/**
 * Starts a fresh Chromium with its own profile and a DevTools port (read from its stderr); with
 * `boost`, in a session of its own run ahead of other work (see boostPriority).
 */
export async function launchChromium(options: { boost?: boolean } = {}): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-bench-chromium-'));
  const args = [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const child = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: options.boost });
  if (options.boost) boostPriority(child.pid);
  const killOnExit = () => child.kill('SIGTERM'); // a detached Chromium would outlive a stopped bench
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still be writing the profile for a moment after it exits;
    // a temporary folder left behind is no reason to fail a measurement.
    await fs.promises.rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => {});
  };
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${stderr}`)));
  }).catch(async (error) => {
    await close();
    throw error;
  });
  child.stderr.resume(); // keep draining, or a chatty Chromium would block on a full pipe
  return { port, close };
}
