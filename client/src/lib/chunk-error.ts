/**
 * True when `error` is a browser failing to load one of the app's code files: after a release the
 * files of the version a tab was opened with are gone, and a screen or form loaded on demand then
 * cannot load. Each browser words it its own way (Chromium, Firefox, Safari; Vite's CSS preload).
 */
const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURES.some((failure) => message.includes(failure));
}
