import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { EXTENSION_ZIP_NAME } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { apiDir } from '../lib/api-dir';
import { notFound } from '../lib/errors';

/** Where `npm run build -w @pp/extension` leaves the store-ready zip (EXTENSION_ZIP_PATH overrides). */
export const extensionZipPath = (configured: string | undefined) =>
  configured ?? path.resolve(apiDir(), '../extension/dist', EXTENSION_ZIP_NAME);

export const EXTENSION_NOT_BUILT =
  'The Chrome extension has not been built on this server yet. Run `npm run build -w @pp/extension`, then try again.';

/** The packaged Chrome extension, so a self-hosted product's 'Download Chrome Extension' buttons work. */
export default async function downloadsRoutes(app: FastifyInstance) {
  app.get(
    `/${EXTENSION_ZIP_NAME}`,
    {
      schema: {
        tags: ['downloads'],
        summary: 'The Chrome extension as a zip (load unpacked or upload to the store)',
      },
    },
    async (_req, reply) => {
      const file = extensionZipPath(app.ctx.env.EXTENSION_ZIP_PATH);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound(EXTENSION_NOT_BUILT);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${EXTENSION_ZIP_NAME}"`)
        .header('last-modified', info.mtime.toUTCString())
        .header('cache-control', 'no-cache')
        .send(createReadStream(file));
    },
  );
}
