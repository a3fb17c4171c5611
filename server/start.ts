import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { CLIENT_DIST } from './plugins/spa';

/** `npm start`: check settings, build the client when missing or older than its sources, then serve. */
const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

try {
  loadConfig(); // fail fast, before a build, on a bad setting
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const builtIndex = path.join(CLIENT_DIST, 'index.html');
const sourcesChanged = () =>
  Math.max(newestMtime(path.join(root, 'client')), newestMtime(path.join(root, 'shared'))) > fs.statSync(builtIndex).mtimeMs;
if (!fs.existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the client…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { main } = await import('./index');
await main();
