import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE_ASSETS_PREFIX, pageFontAt } from '../domain/property-pages/page-font';

const params = z.object({ file: z.string().max(100) });

/**
 * The property page's static files (its Inter font) at /p/assets/: same origin as the page (the CSP's
 * font-src 'self'), named by content hash so they are cached for a year. Slugs always end in a
 * random tail after a dash (make-slug.ts), so no page is ever called "assets".
 */
export default async function pageAssetRoutes(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();
  app.get('/assets/:file', { schema: { hide: true, params } }, async (req, reply) => {
    const { file } = req.params as z.infer<typeof params>;
    const font = pageFontAt(`${PAGE_ASSETS_PREFIX}${file}`);
    if (!font) return reply.status(404).type('text/plain').send('Not found');
    let body = cache.get(font.url);
    if (!body) {
      body = await readFile(font.path);
      cache.set(font.url, body);
    }
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
