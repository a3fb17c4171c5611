import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { chunkAt, FIRST_BATCH_URL, type ScreenChunk } from '../../shared/routes';
import { CLIENT_DIST } from '../paths';
import { readScreenPreloads } from './screen-preloads';

export { CLIENT_DIST };

/**
 * The page names the first tRPC batch (shared/routes.ts), so it is fetched alongside the JavaScript.
 * The text font is not preloaded: Lighthouse measured first paint at 2.1–2.4 s with it preloaded and
 * 0.7–1.0 s without (it competed with the app's code on a slow link); with font-display: swap the
 * text paints at once in the system font and switches when Inter arrives.
 */
function withFirstBatchPreload(html: string): string {
  const href = FIRST_BATCH_URL.replaceAll('&', '&amp;');
  return html.replace('</head>', `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous"></head>`);
}

/**
 * Serves the built client; unknown paths that look like client routes get index.html, while
 * unknown /trpc and asset paths (anything with a file extension) stay 404.
 */
export async function registerSpa(app: FastifyInstance, distDir = CLIENT_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once and sent from memory: a build never changes under a running server, and a string
  // reply is compressed by @fastify/compress (sendFile's stream from here was sent as is, 36 kB).
  const indexHtml = hasBuild ? withFirstBatchPreload(fs.readFileSync(indexFile, 'utf8')) : '';
  // Each screen's page, with the links to its code, is made once here rather than on every request.
  const screenPages = new Map<ScreenChunk, string>();
  if (hasBuild) {
    for (const [screen, links] of readScreenPreloads(distDir)) {
      screenPages.set(screen, indexHtml.replace('</head>', `${links}</head>`));
    }
  }
  const pageFor = (pathname: string) => {
    const screen = chunkAt(pathname);
    return (screen && screenPages.get(screen)) || indexHtml;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints assets, so they can be cached for good; index.html never is.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: { message: 'Not found' } });
  // A route, not the not-found handler, because @fastify/compress only compresses routes' replies.
  app.get('/*', (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/trpc') || pathname === '/healthz';
    const isAsset = path.extname(pathname) !== '';
    if (isApi || isAsset || !hasBuild) return notFound(reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(pathname));
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
}
