import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
});
