import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '@pp/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart parsing, registered inside the plugins whose routes take files and nowhere else: the
 * plugin adds an async onRequest hook (a listener on every response) and an async onResponse hook
 * (temp-file clean-up) to every route of the context it is registered in, work the rest of the
 * API (GET /users/me above all) has no use for. Elsewhere a multipart body is refused (400, 'The request body must be a JSON object').
 */
export const acceptUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
