import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPublicPages } from './client/prerender-plugin.ts';

/**
 * Puts the app's one stylesheet (7 kB gzip) inside index.html. As a separate file it blocks the
 * first paint for a round trip, so the loading state index.html carries showed only once the CSS
 * had arrived (Lighthouse: first paint 2.2 s on a slow phone network). The file stays in the build
 * for anything that links it. Written here because it is a dozen lines; no maintained plugin inlines
 * just the CSS of a Vite 8 build (vite-plugin-singlefile inlines the JavaScript too).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'mlo-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
        const css = bundle[file];
        return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : link;
      });
    },
  };
}

/**
 * Fewer, larger chunks. Left to itself the bundler made a file of every module two chunks share: the
 * dashboard loaded 25 scripts, a few hundred bytes each, and on HTTP/1.1's six connections per host a
 * slow phone network fetches them in rounds of one round trip each (Lighthouse's simulation counts
 * them on the way to the largest paint). Groups, highest priority first: what the app's entry loads
 * (one chunk with it), the API client (tRPC, TanStack Query and the sign-in state, which the landing
 * page never loads: client/src/ApiBoundary.tsx), and the small modules the screens share.
 */
const inProject = (folder: string) => path.resolve(import.meta.dirname, folder) + path.sep;
const SHARED_MODULES = [inProject('shared'), inProject('client/src/components'), inProject('client/src/lib')];
const NOT_SHARED = [inProject('shared/schemas'), inProject('client/src/lib/form-errors')];
const isSharedAppModule = (id: string) =>
  SHARED_MODULES.some((folder) => id.startsWith(folder)) && !NOT_SHARED.some((folder) => id.startsWith(folder.slice(0, -1)));
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'api',
    test: /node_modules[\\/]@(trpc|tanstack)[\\/]|client[\\/]src[\\/](ApiBoundary|AppProviders|lib[\\/](query-client|trpc|auth|first-batch|early-attempt|start-signed-in|app-error|use-log-out))\./,
    priority: 2,
  },
  // The project's own small modules only (a library's folder can be called shared too), and not the
  // zod schemas (21 kB gzip), which only the forms need.
  { name: 'shared', test: isSharedAppModule, minShareCount: 2, maxModuleSize: 10_000, priority: 1 },
];

export default defineConfig(({ mode }) => ({
  root: 'client',
  // Only VITE_-prefixed variables could reach the bundle; we define none, and never the LLM key.
  envPrefix: 'MLO_PUBLIC_',
  resolve: {
    alias: [
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'shared') },
      // React Router 7's package.json sends every bundler to its development build, whose dev-only
      // checks run on each render (ENABLE_DEV_WARNINGS; remix-run/react-router#14102, open). A
      // production build takes the production build it ships beside it: the same code with them off.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  plugins: [react(), tailwindcss(), inlineStylesheet(), prerenderPublicPages()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true, // read by server/plugins/screen-preloads.ts
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': { target: 'http://127.0.0.1:3001' }, '/healthz': { target: 'http://127.0.0.1:3001' } },
  },
}));
