import { Readable } from 'node:stream';
import {
  AI_WRITER_MESSAGES,
  type TRewriteEvent,
  ZAiWriterStatusResponseSchema,
  ZMessageOnlySchema,
  ZRewriteRequestSchema,
  ZVoiceExampleRequestSchema,
  ZVoiceSettingRequestSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { createAiWriterModel, providerFailure } from '../domain/ai-writer/ai-client';
import { prepareRewrite, rewriteVariants } from '../domain/ai-writer/rewrite-listing';
import {
  addVoiceExample,
  deleteVoiceExamples,
  setVoiceOptIn,
  voiceStatus,
} from '../domain/ai-writer/voice-examples';
import { AppError } from '../lib/errors';
import { ok } from '../lib/reply';
import { idParams as params, routeOptions } from '../lib/route-options';

const line = (event: TRewriteEvent) => `${JSON.stringify(event)}\n`;

/** The optional AI writer (issue 26): whether it is offered, the rewrite stream, and the agent's style examples. */
export default async function aiWriterRoutes(fastify: FastifyInstance) {
  const { app, authed } = routeOptions(fastify, ['ai-writer']);
  // Built once: null when AI_BASE_URL, AI_API_KEY or AI_MODEL is unset, and then Rewrite is not offered.
  const model = createAiWriterModel(app.ctx.env);

  app.get(
    '/ai-writer',
    authed({
      summary: 'Whether Rewrite is offered on this server, and the agent’s style examples',
      response: { 200: ZAiWriterStatusResponseSchema },
    }),
    async (req) => ok(AI_WRITER_MESSAGES.status, await voiceStatus(app.ctx, req.userId, model !== null)),
  );

  app.put(
    '/ai-writer/voice',
    authed({
      summary: 'Allow (or stop) the agent’s own posts as style examples; stopping deletes the stored ones',
      body: ZVoiceSettingRequestSchema,
      response: { 200: ZAiWriterStatusResponseSchema },
    }),
    async (req) => {
      await setVoiceOptIn(app.ctx, req.userId, req.body.use_my_posts);
      return ok(AI_WRITER_MESSAGES.voiceUpdated, await voiceStatus(app.ctx, req.userId, model !== null));
    },
  );

  app.post(
    '/ai-writer/voice/examples',
    authed({
      summary: 'Keep a text the agent published or edited as a style example (only while opted in)',
      body: ZVoiceExampleRequestSchema,
      response: { 201: ZMessageOnlySchema },
    }),
    async (req, reply) => {
      await addVoiceExample(app.ctx, req.userId, req.body.text);
      return reply.code(201).send(ok(AI_WRITER_MESSAGES.exampleSaved, null));
    },
  );

  app.delete(
    '/ai-writer/voice/examples',
    authed({ summary: 'Delete every stored style example', response: { 200: ZMessageOnlySchema } }),
    async (req) => {
      await deleteVoiceExamples(app.ctx, req.userId);
      return ok(AI_WRITER_MESSAGES.examplesDeleted, null);
    },
  );

  /**
   * The answer is NDJSON (one TRewriteEvent per line), not server-sent events: the request is a POST
   * with a body, which EventSource cannot send, so SSE's one advantage (the browser's EventSource and
   * its automatic reconnect, which would re-run a model call) does not apply, while a line-per-event
   * body is read with fetch's reader in the extension and needs no event framing to parse.
   * Headers wait for the first event, so a provider that fails at once is a plain 503 with its
   * message; a failure after a variant was sent is an `error` line, and the variants sent stay valid.
   */
  app.post(
    '/listings/:id/rewrite',
    authed(
      {
        summary:
          'Three AI-written variants of a post from the listing’s facts, each checked (claims, Fair Housing) before it is sent; NDJSON',
        params,
        body: ZRewriteRequestSchema,
        produces: ['application/x-ndjson'],
      },
      'rewrite',
    ),
    async (req, reply) => {
      if (!model) throw new AppError(404, AI_WRITER_MESSAGES.notConfigured);
      const job = await prepareRewrite(app.ctx, req.userId, req.params.id, req.body);
      // An agent who closes the panel stops the model calls they no longer wait for.
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const events = rewriteVariants(model, job, abort.signal);
      const first = await events.next();
      async function* lines() {
        if (!first.done) yield line(first.value);
        try {
          for await (const event of events) yield line(event);
        } catch (error) {
          yield line({ type: 'error', message: providerFailure(error).message });
        }
      }
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}
