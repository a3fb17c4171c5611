import fs from 'node:fs';
import path from 'node:path';
import type { AppRoute } from '@shared/routes';

/** The part of Vite's build manifest we read: each chunk's file and the chunks it imports statically. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The chunk with tRPC, TanStack Query and the sign-in state, for every screen that uses the API. */
const API_CHUNK = 'src/ApiBoundary.tsx';
/** What a page the app renders itself asks for before its first render (its first batch). */
const SIGNED_IN_START_CHUNK = 'src/lib/start-signed-in.ts';

/** Files `key` loads before it runs: its own and, transitively, those of its static imports. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export type ScreenPreloads = {
  /**
   * The `<link rel="modulepreload">` tags for the page of `route` (undefined: a path with no route),
   * as the app's shell (`shell`) or as a page built ahead of time.
   */
  linksFor: (route: AppRoute | undefined, shell: boolean) => string;
};

/**
 * For each page, the `<link rel="modulepreload">` tags of the code it needs beyond what index.html
 * already preloads: the screen's own chunk, the API's (unless the route is withoutApi) and, in the
 * app's shell, the module that asks for the first batch. Sent in the page, they let the browser fetch
 * that code with the app's instead of after it has run (Lighthouse, log-in page on a slow phone
 * network: the screen's code was requested 260 ms after the app's). Without a manifest (an old
 * build), no page gets links.
 */
export function readScreenPreloads(distDir: string): ScreenPreloads {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { linksFor: () => '' };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const withTheApp = staticClosure(manifest, 'index.html');
  return {
    linksFor(route, shell) {
      const files = new Set<string>();
      if (route && 'chunk' in route) staticClosure(manifest, `src/features/${route.chunk}.tsx`, files);
      if (!route || !('withoutApi' in route)) staticClosure(manifest, API_CHUNK, files);
      if (shell) staticClosure(manifest, SIGNED_IN_START_CHUNK, files);
      return [...files]
        .filter((file) => !withTheApp.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
    },
  };
}
