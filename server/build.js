/**
 * Builds what production runs: the client (Vite, into dist/client) and the server (esbuild, one ESM
 * bundle at dist/server/index.js with node_modules left external), so `npm start` needs no tsx and
 * no TypeScript compile at run time. Plain JavaScript because it runs before anything is built.
 *
 * `npm run build` builds both; `npm start` calls buildStale() to build only what is missing or older
 * than its sources.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/index.js');
const CLIENT_INDEX = path.join(ROOT, 'dist/client/index.html');

/** Newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!fs.existsSync(entry)) continue;
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    const children = fs.readdirSync(entry).map((name) => path.join(entry, name));
    newest = Math.max(newest, newestMtime(children));
  }
  return newest;
}

const at = (...names) => names.map((name) => path.join(ROOT, name));
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1);

export const serverIsStale = () => builtAt(SERVER_BUNDLE) < newestMtime(at('server', 'shared', 'package-lock.json', 'drizzle'));
export const clientIsStale = () =>
  builtAt(CLIENT_INDEX) < newestMtime(at('client', 'shared', 'vite.config.ts', 'package-lock.json'));

/** One bundle of server/ and shared/; written to a temporary file and renamed, so a reader never sees half of it. */
export async function buildServer() {
  const { build, stop } = await import('esbuild');
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(ROOT, 'server/index.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await stop(); // esbuild's helper process would otherwise outlive a server that is told to stop
  fs.renameSync(temporary, SERVER_BUNDLE);
  fs.renameSync(`${temporary}.map`, `${SERVER_BUNDLE}.map`);
}

export function buildClient() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the client build failed (exit ${result.status ?? result.signal})`);
}

/** Builds the server bundle when missing or stale. */
export async function buildServerIfStale() {
  if (!serverIsStale()) return;
  console.log('Compiling the server…');
  await buildServer();
}

export function buildClientIfStale() {
  if (!clientIsStale()) return;
  console.log('Building the client…');
  buildClient();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Building the client…');
  buildClient();
  console.log('Compiling the server…');
  await buildServer();
}
