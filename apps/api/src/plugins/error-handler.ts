import { MESSAGES } from '@pp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/db-errors';
import { isDeletedOwner } from '../lib/deleted-owner';
import { AppError } from '../lib/errors';

/** Field name of a validation issue: the last path segment ("/body/email" -> "email"). */
const fieldOf = (instancePath: string) => instancePath.split('/').filter(Boolean).at(-1);

const NOT_JSON = 'The request body must be a JSON object';

/**
 * Fastify's own client errors, in words a client developer can act on. Wrong or missing media
 * types and unparseable bodies are bad input like any other: 400, never 415 or 500 (415 is kept
 * for an uploaded file of the wrong kind, decisions.md).
 */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: NOT_JSON },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: NOT_JSON },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    message: 'Send the photo as multipart/form-data with a field named file',
  },
};

/**
 * Busboy's words for a multipart body it cannot parse (no boundary, cut short; older versions'
 * wording too). They carry no status code, so without this they would be 500s on any upload route.
 * A body cut inside a file part fails as "Part terminated early" when the file's stream is read
 * first, as "Unexpected end of …" when the parser notices first: which one wins is a race.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form|file)|Malformed part header|Part terminated early)/;
const MULTIPART_MESSAGE =
  'The multipart body is malformed: send the file as multipart/form-data with a boundary';

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable: try again in a few seconds';

/** Every failure leaves as the envelope of decisions.md; internals never reach the client. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // A 429 says when to come back, in the header as well as the body.
      const retryAfter = err.extra?.retry_after_seconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(err.statusCode)
        .send({ status: 'error', message: err.message, errors: err.errors, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      let message: string | undefined;
      for (const issue of err.validation) {
        const field = fieldOf(issue.instancePath);
        // An issue at the root means the body (or query) is not an object at all.
        if (!field) message ??= NOT_JSON;
        else errors[field] ??= issue.message ?? 'Invalid value';
      }
      message ??= Object.values(errors)[0] ?? 'Invalid request';
      return reply.status(400).send({ status: 'error', message, errors });
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) return reply.status(known.status).send({ status: 'error', message: known.message });
    if (!err.statusCode && MALFORMED_MULTIPART.test(err.message))
      return reply.status(400).send({ status: 'error', message: MULTIPART_MESSAGE });
    // The account was deleted while this request ran: its token no longer names anyone.
    if (isDeletedOwner(err))
      return reply.status(401).send({ status: 'error', message: MESSAGES.accountGone });
    if (isServiceUnavailable(err)) {
      // PostgreSQL or Redis out of reach: not a bug, and the client can simply come back.
      request.log.warn({ err }, 'dependency unavailable');
      app.ctx.readiness.invalidate();
      const retryAfter = UNAVAILABLE_RETRY_AFTER_SECONDS;
      reply.header('retry-after', String(retryAfter));
      return reply
        .status(503)
        .send({ status: 'error', message: UNAVAILABLE_MESSAGE, retry_after_seconds: retryAfter });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ status: 'error', message: 'Something went wrong on our side' });
    }
    // Other client errors raised by plugins (rate limit, multipart limits) keep their status.
    return reply.status(status).send({ status: 'error', message: err.message });
  });
});
