import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../dist/client');

/**
 * Serves the built client; unknown paths that look like client routes get index.html, while
 * unknown /trpc and asset paths (anything with a file extension) stay 404.
 */
export async function registerSpa(app: FastifyInstance, distDir = CLIENT_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
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
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/trpc') || pathname === '/healthz';
    const isAsset = path.extname(pathname) !== '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || isAsset || !hasBuild) {
      return reply.code(404).send({ error: { message: 'Not found' } });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
