import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Layers point one way: screen → tRPC hook → router → service → Drizzle, with shared/ below all.
 * This walks every import (static, `import type`, re-exports and dynamic `import()`) of the product
 * code and fails on one that reaches a layer above its own.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

/** Each relative import of a file, resolved to a path from the project root. */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found: Import[] = [];
  const patterns = [
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/g,
    /(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g,
    /import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ];
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      const specifier = index === 0 ? match[3] : match[1];
      if (!specifier) continue;
      const to = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier));
      found.push({ from: file, to, typeOnly: index === 0 && Boolean(match[2]) });
    }
  }
  return found;
}

const allImports = ['client/src', 'server', 'shared'].flatMap(filesUnder).flatMap(importsOf);
const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

/** [rule, the files it applies to, the imports they may not make] */
const RULES: { rule: string; from: string; forbidden: (to: Import) => boolean }[] = [
  { rule: 'shared/ imports nothing of the server or the client', from: 'shared', forbidden: (i) => !under(i.to, 'shared') },
  {
    rule: "the client imports the server's router type only",
    from: 'client',
    forbidden: (i) => under(i.to, 'server') && !(i.to === 'server/routers/_app' && i.typeOnly),
  },
  { rule: 'routers never import the client', from: 'server/routers', forbidden: (i) => under(i.to, 'client') },
  {
    rule: 'services never import routers, the tRPC context or the HTTP app',
    from: 'server/services',
    forbidden: (i) => under(i.to, 'server/routers') || ['server/context', 'server/app', 'server/trpc'].includes(i.to),
  },
  {
    rule: 'ai/ never imports services, routers or the context',
    from: 'server/ai',
    forbidden: (i) => under(i.to, 'server/services') || under(i.to, 'server/routers') || i.to === 'server/context',
  },
  {
    rule: 'db/ never imports services, routers, ai or the context',
    from: 'server/db',
    forbidden: (i) =>
      ['server/services', 'server/routers', 'server/ai'].some((dir) => under(i.to, dir)) || i.to === 'server/context',
  },
  { rule: 'the server never imports the client', from: 'server', forbidden: (i) => under(i.to, 'client') },
];

describe('import direction', () => {
  it('finds the imports it checks', () => {
    expect(allImports.length).toBeGreaterThan(300);
    expect(allImports).toContainEqual({ from: 'client/src/lib/trpc.ts', to: 'server/routers/_app', typeOnly: true });
  });

  for (const { rule, from, forbidden } of RULES) {
    it(rule, () => {
      const wrong = allImports.filter((i) => under(i.from, from) && forbidden(i)).map((i) => `${i.from} → ${i.to}`);
      expect(wrong).toEqual([]);
    });
  }
});
