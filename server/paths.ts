import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder, found by walking up to our package.json. Source files (run by tsx or
 * vitest) and the compiled server bundle (dist/server) sit at different depths, so paths to content,
 * migrations and the built client are taken from the root, never from a file's own folder.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === 'mlo-prep') return dir;
    if (path.dirname(dir) === dir) throw new Error(`MLO Prep's package.json was not found above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
export const CONTENT_DIR = path.join(PROJECT_ROOT, 'server/content');
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIST = path.join(PROJECT_ROOT, 'dist/client');
