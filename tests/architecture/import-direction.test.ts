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

/** Each relative or `@shared/` import of a file, resolved to a path from the project root. */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const found: Import[] = [];
  const specifier = `((?:\\.|@shared/)[^'"]+)`;
  const patterns = [
    new RegExp(`(?:^|\\n)\\s*(import|export)\\s+(type\\s+)?[^'"]*?from\\s+['"]${specifier}['"]`, 'g'),
    new RegExp(`(?:^|\\n)\\s*import\\s+['"]${specifier}['"]`, 'g'),
    new RegExp(`import\\(\\s*['"]${specifier}['"]\\s*\\)`, 'g'),
  ];
  for (const [index, pattern] of patterns.entries()) {
    for (const match of text.matchAll(pattern)) {
      const written = index === 0 ? match[3] : match[1];
      if (!written) continue;
      const to = written.startsWith('@shared/')
        ? written.slice(1)
        : path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), written));
      found.push({ from: file, to, typeOnly: index === 0 && Boolean(match[2]) });
    }
  }
  return found;
}

const allImports = ['client/src', 'server', 'shared'].flatMap(filesUnder).flatMap(importsOf);
const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);
/** Each domain folder of server/services holds its router (`<name>.router.ts`) beside the services it calls. */
const isRouter = (file: string) => file === 'server/router' || /\.router(\.ts)?$/.test(file);
const isService = (file: string) => under(file, 'server/services') && !isRouter(file);

/** [rule, the files it applies to, the imports they may not make] */
const RULES: { rule: string; from: (file: string) => boolean; forbidden: (to: Import) => boolean }[] = [
  {
    rule: 'shared/ imports nothing of the server or the client',
    from: (f) => under(f, 'shared'),
    forbidden: (i) => !under(i.to, 'shared'),
  },
  {
    rule: "the client imports the server's router type only",
    from: (f) => under(f, 'client'),
    forbidden: (i) => under(i.to, 'server') && !(i.to === 'server/router' && i.typeOnly),
  },
  { rule: 'routers never import the client', from: isRouter, forbidden: (i) => under(i.to, 'client') },
  {
    rule: 'services never import routers, the tRPC context or the HTTP app',
    from: isService,
    forbidden: (i) => isRouter(i.to) || ['server/context', 'server/app', 'server/trpc'].includes(i.to),
  },
  {
    rule: 'ai/ never imports services, routers or the context',
    from: (f) => under(f, 'server/ai'),
    forbidden: (i) => under(i.to, 'server/services') || isRouter(i.to) || i.to === 'server/context',
  },
  {
    rule: 'db/ never imports services, routers, ai or the context',
    from: (f) => under(f, 'server/db'),
    forbidden: (i) =>
      ['server/services', 'server/ai'].some((dir) => under(i.to, dir)) || isRouter(i.to) || i.to === 'server/context',
  },
  { rule: 'the server never imports the client', from: (f) => under(f, 'server'), forbidden: (i) => under(i.to, 'client') },
];

describe('import direction', () => {
  it('finds the imports it checks', () => {
    expect(allImports.length).toBeGreaterThan(300);
    expect(allImports).toContainEqual({ from: 'client/src/lib/trpc.ts', to: 'server/router', typeOnly: true });
    expect(allImports).toContainEqual({
      from: 'server/services/auth/auth.router.ts',
      to: 'server/services/auth/auth',
      typeOnly: false,
    });
    expect(allImports.some((i) => i.from.startsWith('client/') && i.to === 'shared/messages')).toBe(true);
  });

  for (const { rule, from, forbidden } of RULES) {
    it(rule, () => {
      const wrong = allImports.filter((i) => from(i.from) && forbidden(i)).map((i) => `${i.from} → ${i.to}`);
      expect(wrong).toEqual([]);
    });
  }
});
