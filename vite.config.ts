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

export default defineConfig({
  root: 'client',
  // Only VITE_-prefixed variables could reach the bundle; we define none, and never the LLM key.
  envPrefix: 'MLO_PUBLIC_',
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'shared') } },
  plugins: [react(), tailwindcss(), inlineStylesheet(), prerenderPublicPages()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true, // read by server/plugins/screen-preloads.ts
  },
  server: {
    port: 5173,
    proxy: { '/trpc': { target: 'http://127.0.0.1:3001' }, '/healthz': { target: 'http://127.0.0.1:3001' } },
  },
});
