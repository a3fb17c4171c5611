import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('readScreenPreloads', () => {
  it("names a screen's own code and its imports, not what index.html already preloads", () => {
    const links = readScreenPreloads(
      distWith({
        'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
        '_schemas.js': { file: 'assets/schemas.js', imports: ['_react.js', '_zod.js'] },
        '_zod.js': { file: 'assets/zod.js' },
        'src/features/auth/LogIn.tsx': { file: 'assets/LogIn.js', imports: ['_schemas.js', '_react.js'] },
      }),
    );
    expect(links.get('auth/LogIn')).toBe(
      ['LogIn', 'schemas', 'zod'].map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`).join(''),
    );
    expect(links.get('dashboard/Dashboard')).toBe(''); // not in this manifest
  });

  it('gives no links without a manifest', () => {
    expect(readScreenPreloads(distWith(null)).size).toBe(0);
  });
});
