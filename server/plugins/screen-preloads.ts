import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_CHUNKS, type ScreenChunk } from '@shared/routes';

/** The part of Vite's build manifest we read: each chunk's file and the chunks it imports statically. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Files `key` loads before it runs: its own and, transitively, those of its static imports. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * For each screen, the `<link rel="modulepreload">` tags of the code it needs beyond what index.html
 * already preloads. Sent in the page, they let the browser fetch a screen's code with the app's
 * instead of after it has run (Lighthouse, log-in page on a slow phone network: the screen's code
 * was requested 260 ms after the app's). Without a manifest (an old build), no screen gets links.
 */
export function readScreenPreloads(distDir: string): Map<ScreenChunk, string> {
  const links = new Map<ScreenChunk, string>();
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return links;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const withTheApp = staticClosure(manifest, 'index.html');
  for (const screen of SCREEN_CHUNKS) {
    const files = [...staticClosure(manifest, `src/features/${screen}.tsx`)].filter((file) => !withTheApp.has(file));
    links.set(screen, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  return links;
}
