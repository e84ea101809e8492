import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const binaryFile = { type: 'string', format: 'binary' } as const;
const singleFile = (what: string) => ({
  type: 'object',
  required: ['file'],
  properties: { file: { ...binaryFile, description: what } },
});

/**
 * The multipart bodies of the upload routes, for the document only: @fastify/multipart reads the
 * stream in the handler, so these routes carry no body schema to validate against.
 */
export const MULTIPART_BODIES: Record<string, object> = {
  [`${API_PREFIX}/users/profile-photo/upload`]: singleFile(
    'The profile photo (JPEG, PNG, GIF, WebP or AVIF)',
  ),
  [`${API_PREFIX}/users/logo/upload`]: singleFile('The brokerage logo (JPEG, PNG, GIF, WebP or AVIF)'),
  [`${API_PREFIX}/media/photos`]: {
    type: 'object',
    required: ['photos'],
    properties: {
      photos: {
        type: 'array',
        items: binaryFile,
        description: 'JPEG, PNG or WebP photos, in the order they go after the listing’s photos',
      },
      listing_id: { type: 'string', description: 'The listing the photos belong to (optional)' },
      source_keys: {
        type: 'string',
        description:
          'Optional: one opaque key per photo, comma-separated in file order (empty for none); a photo whose key or bytes the listing already has is answered, not stored again',
      },
    },
  },
};

/** zod route schemas to JSON schema, plus the multipart bodies above where a route consumes them. */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const body = MULTIPART_BODIES[input.url];
  return body ? { ...out, schema: { ...out.schema, body } } : out;
};

/**
 * OpenAPI generated from the zod route schemas; UI at /api/docs, JSON at /api/docs/json.
 * The UI's page loads only same-origin scripts and styles, which the helmet CSP allows, so it
 * needs no policy of its own.
 */
export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Property Promoter API',
        version: '1.0.0',
        description:
          'Every JSON answer is `{ status: "success", message, data }` or `{ status: "error", message, errors? }`. ' +
          'Authenticated calls send `Authorization: Bearer <access token>` (15 minutes); renew it with POST /api/v1/auth/refresh-token.',
      },
      tags: [
        { name: 'auth', description: 'Registration, sign-in, tokens, email verification, password reset' },
        { name: 'users', description: 'The signed-in account: profile, password, photo, trial, contact' },
        { name: 'health', description: 'Probes for load balancers and orchestrators' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
});
