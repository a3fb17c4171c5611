import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_ROUTES, prerenderedPageFile } from '../shared/routes.ts';

/** index.html marks the part of #root that a page rendered at build time replaces. */
const ROOT_CONTENT = /<div id="root">[\s\S]*?<!--\/app-->/;

/**
 * React puts resource hints for what it renders (`<link rel="preload" as="image">` for the logo)
 * first in its output; inside #root they are not part of the tree the client hydrates, and the
 * browser finds the image in the HTML at once anyway.
 */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

/** index.html with `html` as the content of #root, marked so the client hydrates instead of rendering. */
export function fillRoot(template: string, html: string): string {
  if (!ROOT_CONTENT.test(template)) throw new Error('index.html has no <div id="root">…<!--/app--> to fill');
  return template.replace(ROOT_CONTENT, () => `<div id="root" data-prerendered="">${html.replace(LEADING_HINTS, '')}`);
}

/**
 * After the client build, renders the public pages (PRERENDERED_ROUTES) to HTML with react-dom/static
 * and writes each as a copy of index.html with its content in #root, so their first paint and
 * largest paint (the heading) need no JavaScript. The renderer is client/src/entry-prerender.tsx,
 * built for Node with every dependency inside (it runs from a temporary folder, and is deleted
 * after). The server sends these pages to visitors without a session (server/plugins/spa.ts).
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  let resolve: ResolvedConfig['resolve'] | undefined;
  return {
    name: 'mlo-prerender-public-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      resolve = config.resolve; // the app's path aliases
    },
    async closeBundle() {
      const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlo-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias: resolve?.alias },
          plugins: [react()],
          ssr: { noExternal: true },
          build: { ssr: 'src/entry-prerender.tsx', outDir: rendererDir, emptyOutDir: true, minify: false },
        });
        fs.writeFileSync(path.join(rendererDir, 'package.json'), '{"type":"module"}');
        const renderer = (await import(pathToFileURL(path.join(rendererDir, 'entry-prerender.js')).href)) as {
          renderPage: (pathname: string) => Promise<string>;
        };
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const route of PRERENDERED_ROUTES) {
          const file = path.join(outDir, prerenderedPageFile(route.path));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, fillRoot(template, await renderer.renderPage(route.path)));
        }
      } finally {
        fs.rmSync(rendererDir, { recursive: true, force: true });
      }
    },
  };
}
