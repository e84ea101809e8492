import {
  MESSAGES,
  VALIDATION,
  WORKSPACE_MESSAGES,
  ZContactOrTicketBodySchema,
  ZContactRequestSchema,
  ZCurrentUserResponseSchema,
  ZDeleteAccountRequestSchema,
  ZMessageOnlySchema,
  ZPhotoUploadResponseSchema,
  ZSupportTicketRequestSchema,
  ZTrialStartResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from '@pp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccount } from '../domain/users/delete-account';
import { exportAccountData } from '../domain/users/export-account-data';
import { getUser, getUserWithPhotoFlag } from '../domain/users/find-user';
import {
  getBrandLogo,
  getProfilePhoto,
  saveBrandLogo,
  saveProfilePhoto,
} from '../domain/users/profile-photo';
import { sendContactMessage } from '../domain/users/send-contact-message';
import { serializeUser } from '../domain/users/serialize-user';
import { startTrial } from '../domain/users/start-trial';
import { updatePassword } from '../domain/users/update-password';
import { updateProfile } from '../domain/users/update-profile';
import { acceptUploads } from '../lib/accept-uploads';
import { AppError, badRequest, notFound } from '../lib/errors';
import { USER_IMAGE_TYPES } from '../lib/image-type';
import { parseInput } from '../lib/parse-input';
import { contactOrTicketLimits } from '../lib/rate-limits';
import { ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';
import { bearerToken } from '../plugins/auth';

/** The image of a multipart upload's field "file", whole (413 when over the size limit). */
async function readUploadedImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('Send the photo as multipart/form-data with a field named file');
  const file = await req.file();
  if (file?.fieldname !== 'file') throw badRequest('Send the photo in a field named file');
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, VALIDATION.photoTooLarge);
    throw err;
  });
  // Without throwFileSizeLimit a truncated stream would look like a complete, smaller file.
  if (file.file.truncated) throw new AppError(413, VALIDATION.photoTooLarge);
  return data;
}

/** A stored image with the type sniffed at upload; never sniffed again by the browser. */
function sendImage(
  reply: FastifyReply,
  image: { content_type: string; data: Buffer } | undefined,
  missing: string,
) {
  if (!image) throw notFound(missing);
  return reply
    .type(image.content_type)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);
}

export default async function userRoutes(fastify: FastifyInstance) {
  const { app, authed, open } = routeOptions(fastify, ['users']);

  const currentUser = async (userId: string) => {
    const { user, hasPhoto, hasLogo } = await getUserWithPhotoFlag(app.ctx.db, userId);
    return serializeUser(user, hasPhoto, hasLogo);
  };

  app.get(
    '/me',
    authed({
      summary: 'The signed-in user',
      response: { 200: ZCurrentUserResponseSchema },
    }),
    async (req) => ok('User fetched', await currentUser(req.userId)),
  );

  app.post(
    '/update-profile',
    authed({
      summary: 'Change full name and username (409 when the username is taken)',
      body: ZUpdateProfileRequestSchema,
      response: { 200: ZCurrentUserResponseSchema },
    }),
    async (req) => {
      await updateProfile(app.ctx, req.userId, req.body);
      return ok(MESSAGES.profileUpdated, await currentUser(req.userId));
    },
  );

  app.post(
    '/update-password',
    authed(
      {
        summary: 'Change the password, proving the current one',
        body: ZUpdatePasswordRequestSchema,
        response: { 200: ZMessageOnlySchema },
      },
      'update-password',
    ),
    async (req) => {
      await updatePassword(app.ctx, req.userId, req.sessionId, req.body.old_password, req.body.new_password);
      return ok(MESSAGES.passwordUpdated, null);
    },
  );

  app.delete(
    '/me',
    authed(
      {
        summary:
          'Delete the account and its data (password, or for Google-only accounts the email, as proof)',
        description:
          'Stops the plan renewing at the processor, deletes the user and everything that is theirs, and mails a confirmation.',
        body: ZDeleteAccountRequestSchema,
        response: { 200: ZMessageOnlySchema },
      },
      // The password check is a guessing surface like sign-in.
      'delete-account',
    ),
    async (req) => {
      await deleteAccount(app.ctx, req.userId, req.body, req.log);
      return ok(MESSAGES.accountDeleted, null);
    },
  );

  app.get(
    '/me/export',
    authed(
      {
        summary: 'Everything held about the signed-in user, as a JSON file (access and portability)',
      },
      'export',
    ),
    async (req, reply) => {
      const data = await exportAccountData(app.ctx, req.userId);
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="property-promoter-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  /** One of the user's stored images (profile photo, logo) as binary data, typed as sniffed at upload. */
  const imageGet = (path: string, summary: string, find: typeof getProfilePhoto, missing: string) =>
    app.get(path, authed({ summary, produces: [...USER_IMAGE_TYPES] }), async (req, reply) =>
      sendImage(reply, await find(app.ctx, req.userId), missing),
    );

  imageGet(
    '/profile-photo',
    'The profile photo as binary image data, with the type sniffed at upload',
    getProfilePhoto,
    MESSAGES.photoNotFound,
  );

  imageGet(
    '/logo',
    'The brokerage logo of the property pages, as binary image data',
    getBrandLogo,
    WORKSPACE_MESSAGES.logoNotFound,
  );

  // The two image uploads in a context of their own: only they parse multipart bodies.
  await fastify.register(async (scope) => {
    await acceptUploads(scope);
    const uploads = scope.withTypeProvider<ZodTypeProvider>();

    uploads.post(
      '/profile-photo/upload',
      authed({
        summary:
          'Upload a profile photo (multipart field "file"; JPEG, PNG, GIF, WebP or AVIF by content; at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZPhotoUploadResponseSchema },
      }),
      async (req) => {
        const saved = await saveProfilePhoto(app.ctx, req.userId, await readUploadedImage(req));
        return ok('Profile photo updated', {
          file: { data: saved.data.toString('base64'), contentType: saved.contentType },
        });
      },
    );

    uploads.post(
      '/logo/upload',
      authed({
        summary:
          'Upload the brokerage logo (multipart field "file"; typed by content like the profile photo)',
        consumes: ['multipart/form-data'],
        response: { 200: ZCurrentUserResponseSchema },
      }),
      async (req) => {
        await saveBrandLogo(app.ctx, req.userId, await readUploadedImage(req));
        return ok(WORKSPACE_MESSAGES.logoUpdated, await currentUser(req.userId));
      },
    );
  });

  app.post(
    '/contact-us',
    open(
      {
        summary: 'Contact message (200); with a bearer token, a support ticket from the account (201)',
        description:
          'Without Authorization: a contact message (name, email, subject, message required). ' +
          "With Authorization: a support ticket (name, phone, subject, message required); the reply address is the account's email, whatever the body says.",
        body: ZContactOrTicketBodySchema,
        response: { 200: ZMessageOnlySchema, 201: ZMessageOnlySchema },
      },
      contactOrTicketLimits(app, (req) => bearerToken(req) !== undefined),
    ),
    async (req, reply) => {
      // The pre-handler has checked the token of a ticket (it limits tickets per account).
      if (bearerToken(req)) {
        const ticket = parseInput(ZSupportTicketRequestSchema, req.body);
        const account = await getUser(app.ctx.db, req.userId);
        await sendContactMessage(
          app.ctx,
          { ...ticket, email: account.email },
          { id: account.id, email: account.email },
        );
        return reply.status(201).send(ok(MESSAGES.supportTicketSent, null));
      }
      await sendContactMessage(app.ctx, parseInput(ZContactRequestSchema, req.body));
      return ok(MESSAGES.contactSent, null);
    },
  );

  app.post(
    '/trial/start',
    authed({
      summary: 'Start the 7-day free trial with its credits (once per account; 409 the second time)',
      response: { 200: ZTrialStartResponseSchema },
    }),
    async (req) => {
      await startTrial(app.ctx, req.userId);
      return ok(MESSAGES.trialActivated, await currentUser(req.userId));
    },
  );
}
