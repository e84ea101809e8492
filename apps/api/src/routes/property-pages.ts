import { WORKSPACE_MESSAGES, ZLeadRequestSchema } from '@pp/contract';
import { postIdOf } from '@pp/posts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { findAllowedPage } from '../domain/property-pages/find-allowed-page';
import { findPublicPage, pageNotFound } from '../domain/property-pages/find-public-page';
import { ogImage } from '../domain/property-pages/og-image';
import { messageDocument } from '../domain/property-pages/page-document';
import {
  listPagePhotos,
  originalImage,
  PHOTO_WIDTHS,
  type PhotoWidth,
  photoVariant,
} from '../domain/property-pages/page-photos';
import { recordClick } from '../domain/property-pages/record-click';
import { renderPropertyPage, srcOf } from '../domain/property-pages/render-property-page';
import { submitLead } from '../domain/property-pages/submit-lead';
import { getBrandLogo, getProfilePhoto } from '../domain/users/profile-photo';
import { compressHtml } from '../lib/compress-html';
import { isServiceUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/db-errors';
import { decoding, openImage, UnreadableImage } from '../lib/decode-image';
import { AppError } from '../lib/errors';
import { ipLimit } from '../lib/rate-limits';

const slugParams = z.object({ slug: z.string().max(200) });
const photoParams = slugParams.extend({
  photo: z.string().max(100),
  file: z.string().regex(/^\d{3,4}\.(webp|jpg)$/),
});

const sendHtml = (reply: FastifyReply, status: number, html: string) => {
  const { body, encoding } = compressHtml(html, reply.request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .send(body);
};

/**
 * The public, branded property pages at /p/{slug}: HTML rendered here (not the SPA), complete without
 * JavaScript; their photos, the agent's photo and logo; the lead form. Errors answer as HTML pages.
 */
export default async function propertyPageRoutes(app: FastifyInstance) {
  // The lead form posts form-encoded, as every browser does without JavaScript.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const leadLimit = ipLimit(app, 'page-lead');

  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    // A stored image that does not decode (kept from before uploads were decoded in full) is a
    // missing image for the visitor and a warning for us, never a 500 on every view.
    if (err instanceof UnreadableImage) {
      req.log.warn({ err, url: req.url }, 'stored image could not be decoded');
      err = pageNotFound();
    }
    if (isServiceUnavailable(err)) {
      // PostgreSQL or Redis out of reach (issue #23): the visitor may come back in a moment, as the
      // API's envelope says (plugins/error-handler.ts); not a bug, so no error line.
      req.log.warn({ err }, 'dependency unavailable');
      app.ctx.readiness.invalidate();
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendHtml(
        reply,
        503,
        messageDocument({
          title: 'Briefly unavailable',
          heading: 'Sorry',
          text: 'This page is briefly unavailable. Please try again in a moment.',
        }),
      );
    }
    const status = err instanceof AppError ? err.statusCode : (err.statusCode ?? 500);
    if (status >= 500) req.log.error({ err }, 'property page failed');
    const gone = status === 410;
    return sendHtml(
      reply,
      status >= 500 ? 500 : status,
      messageDocument({
        title: gone ? 'No longer available' : status === 404 ? 'Page not found' : 'Something went wrong',
        heading: gone
          ? 'This home is no longer advertised here'
          : status === 404
            ? 'Page not found'
            : 'Sorry',
        text:
          gone || status === 404
            ? err.message
            : status >= 500
              ? 'Something went wrong on our side. Please try again.'
              : err.message,
      }),
    );
  });

  app.get('/:slug', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const { slug } = req.params as z.infer<typeof slugParams>;
    const page = await findAllowedPage(app.ctx, slug);
    const src = srcOf((req.query as Record<string, unknown>).src);
    // The post whose link was followed (issue 24: results per post).
    const post = postIdOf((req.query as Record<string, unknown>).post);
    const photos = await listPagePhotos(app.ctx, page.listingId);
    // The click is counted once the page has gone out (onResponse), so counting never delays it.
    if (req.method === 'GET')
      reply.raw.once('finish', () => {
        recordClick(app.ctx, {
          listingId: page.listingId,
          userId: page.agent.id,
          src: src ?? 'direct',
          postId: post,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }).catch((err: unknown) => req.log.error({ err }, 'click not recorded'));
      });
    return sendHtml(reply, 200, renderPropertyPage(page, photos, { appUrl: app.ctx.env.APP_URL, src, post }));
  });

  app.post('/:slug/leads', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const { slug } = req.params as z.infer<typeof slugParams>;
    const page = await findAllowedPage(app.ctx, slug);
    const body = (typeof req.body === 'object' && req.body ? req.body : {}) as Record<string, unknown>;
    const rerender = async (status: number, form: Parameters<typeof renderPropertyPage>[2]['form']) =>
      sendHtml(
        reply,
        status,
        renderPropertyPage(page, await listPagePhotos(app.ctx, page.listingId), {
          appUrl: app.ctx.env.APP_URL,
          src: srcOf(body.src),
          post: postIdOf(body.post),
          form,
        }),
      );
    const values = Object.fromEntries(
      ['kind', 'name', 'email', 'phone', 'message'].map((k) => [
        k,
        typeof body[k] === 'string' ? body[k] : '',
      ]),
    );
    try {
      await leadLimit(req, reply);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429)
        return rerender(429, {
          values,
          message: 'Too many requests from your connection. Please try again later.',
        });
      throw err;
    }
    const parsed = ZLeadRequestSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'name')] ??= issue.message;
      return rerender(400, { values, errors, message: 'Please check the highlighted fields.' });
    }
    await submitLead(app.ctx, page, parsed.data, postIdOf(body.post));
    // Post/redirect/get: reloading the confirmation does not send the request twice.
    return reply.redirect(`/p/${page.slug}/thanks?kind=${parsed.data.kind}`, 303);
  });

  app.get('/:slug/thanks', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const { slug } = req.params as z.infer<typeof slugParams>;
    const page = await findPublicPage(app.ctx.db, slug);
    const showing = (req.query as Record<string, unknown>).kind !== 'question';
    return sendHtml(
      reply,
      200,
      messageDocument({
        title: 'Request sent',
        heading: WORKSPACE_MESSAGES.leadSent,
        text: `${page.agent.full_name} received your ${showing ? 'showing request' : 'question'} and will get back to you soon.`,
        link: { href: `/p/${page.slug}`, label: 'Back to the home' },
        accent: page.agent.accent_color,
      }),
    );
  });

  /** The Open Graph card (1200×630): only while the page itself may be shown (the same gate). */
  app.get('/:slug/og.jpg', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const page = await findAllowedPage(app.ctx, (req.params as z.infer<typeof slugParams>).slug);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(await ogImage(app.ctx, page));
  });

  /** An altered photo's unaltered original (California B&P Code §10140.8); 404 without one. */
  app.get(
    '/:slug/photos/:photo/original',
    { schema: { hide: true, params: slugParams.extend({ photo: z.string().max(100) }) } },
    async (req, reply) => {
      const { slug, photo } = req.params as { slug: string; photo: string };
      const page = await findPublicPage(app.ctx.db, slug);
      const original = await originalImage(app.ctx, page.listingId, photo);
      if (!original) throw pageNotFound();
      // Short: the agent may replace the original under the same address.
      return reply
        .type(original.mime)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(original.body);
    },
  );

  app.get(
    '/:slug/photos/:photo/:file',
    { schema: { hide: true, params: photoParams } },
    async (req, reply) => {
      const { slug, photo, file } = req.params as z.infer<typeof photoParams>;
      const [w, format] = file.split('.') as [string, 'webp' | 'jpg'];
      const width = Number(w) as PhotoWidth;
      if (!PHOTO_WIDTHS.includes(width)) throw pageNotFound();
      const page = await findPublicPage(app.ctx.db, slug);
      const variant = await photoVariant(app.ctx, page.listingId, photo, width, format);
      if (!variant) throw pageNotFound();
      return reply
        .type(variant.mime)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(variant.body);
    },
  );

  /** The agent's photo and logo, made small for the card and header. */
  const sendSmall = async (reply: FastifyReply, image: { data: Buffer } | undefined, height: number) => {
    if (!image) throw pageNotFound();
    const data = await decoding(
      openImage(image.data)
        .rotate()
        .resize({ height, width: height === 144 ? 144 : undefined, fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
    return reply.type('image/webp').header('cache-control', 'public, max-age=3600').send(data);
  };

  app.get('/:slug/agent-photo', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const page = await findPublicPage(app.ctx.db, (req.params as z.infer<typeof slugParams>).slug);
    return sendSmall(reply, await getProfilePhoto(app.ctx, page.agent.id), 144);
  });

  app.get('/:slug/logo', { schema: { hide: true, params: slugParams } }, async (req, reply) => {
    const page = await findPublicPage(app.ctx.db, (req.params as z.infer<typeof slugParams>).slug);
    return sendSmall(reply, await getBrandLogo(app.ctx, page.agent.id), 64);
  });
}
