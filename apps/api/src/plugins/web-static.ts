import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app on the API's origin. Public pages are prerendered to
 * `<route>/index.html`; every other path gets the SPA shell so client routing takes over.
 * API paths that match nothing answer the JSON envelope, never HTML.
 */
export default fp(async (app: FastifyInstance) => {
  const dist = app.ctx.env.WEB_DIST ? path.resolve(app.ctx.env.WEB_DIST) : undefined;
  const hasWeb = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      // The web build writes .br/.gz twins of text assets; send them when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; HTML must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasWeb || url.startsWith(API_PREFIX) || url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ status: 'error', message: 'Not found' });
    }
    const clean = path.posix.normalize(url).replace(/\/+$/, '');
    const prerendered = path.join(dist, clean, 'index.html');
    if (clean && prerendered.startsWith(dist) && existsSync(prerendered)) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile(path.join(clean, 'index.html'));
    }
    if (path.extname(clean)) return reply.status(404).send({ status: 'error', message: 'Not found' });
    // dist/index.html is the prerendered landing page; the empty SPA shell is spa.html.
    const shell = existsSync(path.join(dist, 'spa.html')) ? 'spa.html' : 'index.html';
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile(shell);
  });
});
