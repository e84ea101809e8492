import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  VALIDATION,
  ZContactRequestSchema,
  ZCurrentUserResponseSchema,
  ZMessageOnlySchema,
  ZPhotoUploadResponseSchema,
  ZSupportTicketRequestSchema,
  ZTrialStartResponseSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from '@pp/contract';
import { getUser } from '../domain/users/find-user';
import { getProfilePhoto, hasProfilePhoto, saveProfilePhoto } from '../domain/users/profile-photo';
import { sendContactMessage } from '../domain/users/send-contact-message';
import { serializeUser } from '../domain/users/serialize-user';
import { startTrial } from '../domain/users/start-trial';
import { updatePassword } from '../domain/users/update-password';
import { updateProfile } from '../domain/users/update-profile';
import { AppError, badRequest, notFound } from '../lib/errors';
import { ipAndAccountLimits, ipLimit } from '../lib/rate-limits';
import { bearerToken } from '../plugins/auth';

const ok = <T>(message: string, data: T) => ({ status: 'success' as const, message, data });
const tags = ['users'];
const security = [{ bearer: [] }];

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  const currentUser = async (userId: string) =>
    serializeUser(await getUser(app.ctx.db, userId), await hasProfilePhoto(app.ctx, userId));

  app.get('/me', { ...auth, schema: { tags, security, response: { 200: ZCurrentUserResponseSchema } } }, async (req) =>
    ok('User fetched', await currentUser(req.userId)),
  );

  app.post(
    '/update-profile',
    { ...auth, schema: { tags, security, body: ZUpdateProfileRequestSchema, response: { 200: ZCurrentUserResponseSchema } } },
    async (req) => {
      await updateProfile(app.ctx, req.userId, req.body);
      return ok(MESSAGES.profileUpdated, await currentUser(req.userId));
    },
  );

  app.post(
    '/update-password',
    {
      ...auth,
      schema: { tags, security, body: ZUpdatePasswordRequestSchema, response: { 200: ZMessageOnlySchema } },
      preHandler: ipLimit(app, 'update-password', 10, '15 minutes'),
    },
    async (req) => {
      await updatePassword(app.ctx, req.userId, req.body.old_password, req.body.new_password);
      return ok(MESSAGES.passwordUpdated, null);
    },
  );

  app.get('/profile-photo', { ...auth, schema: { tags, security } }, async (req, reply) => {
    const photo = await getProfilePhoto(app.ctx, req.userId);
    if (!photo) throw notFound(MESSAGES.photoNotFound);
    return reply
      .type(photo.content_type)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(photo.data);
  });

  app.post(
    '/profile-photo/upload',
    { ...auth, schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: ZPhotoUploadResponseSchema } } },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('Send the photo as multipart/form-data with a field named file');
      const file = await req.file();
      if (!file || file.fieldname !== 'file') throw badRequest('Send the photo in a field named file');
      const data = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, VALIDATION.photoTooLarge);
        throw err;
      });
      const saved = await saveProfilePhoto(app.ctx, req.userId, data);
      return ok('Profile photo updated', { file: { data: saved.data.toString('base64'), contentType: saved.contentType } });
    },
  );

  app.post(
    '/contact-us',
    {
      schema: { tags, body: ZContactRequestSchema, response: { 200: ZMessageOnlySchema, 201: ZMessageOnlySchema } },
      preHandler: ipAndAccountLimits(app, 'contact', 10, 5, '1 hour'),
    },
    async (req, reply) => {
      // The same path serves support tickets: with a valid bearer token it is a ticket (201).
      const token = bearerToken(req);
      if (token) {
        await app.authenticate(req);
        const body = ZSupportTicketRequestSchema.safeParse(req.body);
        if (!body.success) {
          const issue = body.error.issues[0]!;
          throw badRequest(issue.message, { [String(issue.path[0])]: issue.message });
        }
        await sendContactMessage(app.ctx, 'support', body.data, req.userId);
        return reply.status(201).send(ok(MESSAGES.supportTicketSent, null));
      }
      await sendContactMessage(app.ctx, 'contact', req.body);
      return ok(MESSAGES.contactSent, null);
    },
  );

  app.post(
    '/trial/start',
    { ...auth, schema: { tags, security, response: { 200: ZTrialStartResponseSchema } } },
    async (req) => {
      await startTrial(app.ctx, req.userId);
      return ok(MESSAGES.trialActivated, await currentUser(req.userId));
    },
  );
}
