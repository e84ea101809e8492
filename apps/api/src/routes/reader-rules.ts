import { READER_RULES_MESSAGES, ZReaderRulesResponseSchema } from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { latestReaderRules } from '../domain/reader-rules/publish-reader-rules';
import { notFound } from '../lib/errors';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';

/**
 * The reader rules the extension fetches at start, daily and after a poor read (issue 25). Open to
 * anyone: the rules are no secret (they say where a public page keeps its figures), and the signature,
 * not the transport, is what the extension trusts.
 */
export default async function readerRulesRoutes(fastify: FastifyInstance) {
  const { app, open } = routeOptions(fastify, ['reader-rules']);
  app.get(
    '/reader-rules',
    open({
      summary:
        'The latest published reader rule set and its Ed25519 signature (404 before the first is published)',
      response: { 200: ZReaderRulesResponseSchema },
    }),
    async () => {
      const latest = await latestReaderRules(app.ctx.db);
      if (!latest) throw notFound('No reader rules are published; the extension uses its built-in ones');
      return ok(READER_RULES_MESSAGES.fetched, latest);
    },
  );
}
