import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLIENT_DIST } from '../paths';
import type { PublicSettings } from '../services/public-settings';
import { readHtmlPages } from './html-pages';

export { CLIENT_DIST };

export type SpaOptions = {
  distDir?: string | undefined;
  /** The session cookie's name: a request that carries it gets the app's shell, never a prerendered page. */
  sessionCookie: string;
  /** Written into prerendered pages, whose footer shows them. */
  publicSettings: PublicSettings;
};

/**
 * Serves the built client; unknown paths that look like client routes get a page, while unknown
 * /trpc and asset paths (anything with a file extension) stay 404. A public page goes out as HTML
 * rendered at build time to a visitor without a session cookie, so its heading paints before any
 * JavaScript runs; with the cookie, the shell lets the client check the session and redirect a
 * signed-in learner (RedirectIfSignedIn) as before. An expired cookie is cleared by its first API call.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const distDir = options.distDir ?? CLIENT_DIST;
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  // Sent from memory: a string reply is compressed by @fastify/compress (a sendFile stream was not).
  const pages = hasBuild ? readHtmlPages(distDir, options.publicSettings) : undefined;
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
    const [pathname = '/', query = ''] = req.url.split('?', 2);
    const isApi = pathname.startsWith('/trpc') || pathname === '/healthz';
    const isAsset = path.extname(pathname) !== '';
    if (isApi || isAsset || !pages) return notFound(reply);
    const hasSession = Boolean(req.cookies?.[options.sessionCookie]);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie') // the page depends on whether a session cookie came with the request
      .type('text/html; charset=utf-8')
      .send(pages.pageFor(pathname, query, hasSession));
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
}
