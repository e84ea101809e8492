import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** Field name of a validation issue: the last path segment ("/body/email" -> "email"). */
const fieldOf = (instancePath: string, fallback: string) =>
  instancePath.split('/').filter(Boolean).at(-1) ?? fallback;

/** Every failure leaves as the envelope of decisions.md; internals never reach the client. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ status: 'error', message: err.message, errors: err.errors, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = fieldOf(issue.instancePath, 'body');
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send({ status: 'error', message: first, errors });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ status: 'error', message: 'Something went wrong on our side' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
    return reply.status(status).send({ status: 'error', message: err.message });
  });
});
