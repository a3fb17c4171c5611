import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTES } from '@shared/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { readScreenPreloads } from './screen-preloads';

const dirs: string[] = [];
function distWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-preloads-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const link = (name: string) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`;
const route = (path: string) => ROUTES.find((candidate) => candidate.path === path);

describe('readScreenPreloads', () => {
  const preloads = () =>
    readScreenPreloads(
      distWith({
        'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        '_schemas.js': { file: 'assets/schemas.js', imports: ['_react.js', '_zod.js'] },
        '_zod.js': { file: 'assets/zod.js' },
        '_trpc.js': { file: 'assets/trpc.js', imports: ['_react.js'] },
        'src/features/auth/LogIn.tsx': { file: 'assets/LogIn.js', imports: ['_schemas.js', '_react.js'] },
        'src/features/public/Legal.tsx': { file: 'assets/Legal.js', imports: ['_react.js'] },
        'src/ApiBoundary.tsx': { file: 'assets/ApiBoundary.js', imports: ['_trpc.js'] },
        'src/lib/start-signed-in.ts': { file: 'assets/start-signed-in.js', imports: ['_trpc.js'] },
      }),
    );

  it("names a screen's own code, its imports and the API's, not what index.html already preloads", () => {
    expect(preloads().linksFor(route('/login'), false)).toBe(
      ['LogIn', 'schemas', 'zod', 'ApiBoundary', 'trpc'].map(link).join(''),
    );
  });

  it('names no API code for a screen without it, unless the page is the shell that asks for the first batch', () => {
    expect(preloads().linksFor(route('/'), false)).toBe('');
    expect(preloads().linksFor(route('/privacy'), false)).toBe(link('Legal'));
    expect(preloads().linksFor(route('/'), true)).toBe(['start-signed-in', 'trpc'].map(link).join(''));
    expect(preloads().linksFor(undefined, true)).toBe(['ApiBoundary', 'trpc', 'start-signed-in'].map(link).join(''));
  });

  it('gives no links without a manifest', () => {
    expect(readScreenPreloads(distWith(null)).linksFor(route('/login'), true)).toBe('');
  });
});
