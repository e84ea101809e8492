import {
  MESSAGES,
  ZGoogleLoginRequestSchema,
  ZLoginRequestSchema,
  ZMessageOnlySchema,
  ZRefreshQuerySchema,
  ZRefreshResponseSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResetPasswordRequestRequestSchema,
  ZResetPasswordRequestSchema,
  ZSessionResponseSchema,
  ZVerifyEmailResponseSchema,
} from '@pp/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { googleLogin } from '../domain/auth/google-login';
import { registerUser } from '../domain/auth/register-user';
import { requestPasswordReset } from '../domain/auth/request-password-reset';
import { resetPassword } from '../domain/auth/reset-password';
import { issueSession, rotateRefreshToken } from '../domain/auth/session-tokens';
import { signIn } from '../domain/auth/sign-in';
import { verifyEmail } from '../domain/auth/verify-email';
import { getUser } from '../domain/users/find-user';
import { markExtensionSession } from '../domain/users/get-onboarding';
import { serializeUser } from '../domain/users/serialize-user';
import { unauthorized } from '../lib/errors';
import { loginThrottle } from '../lib/login-throttle';
import { ipLimit } from '../lib/rate-limits';
import { bearerSecurity, ok } from '../lib/reply';
import { routeOptions } from '../lib/route-options';
import { bearerToken } from '../plugins/auth';

export default async function authRoutes(fastify: FastifyInstance) {
  const { app, authed, open } = routeOptions(fastify, ['auth']);
  const throttleLogin = loginThrottle(app);

  app.post(
    '/register',
    open(
      {
        summary: 'Create an account and mail its verification link (409 for a taken email or username)',
        body: ZRegisterRequestSchema,
        response: { 201: ZRegisterResponseSchema },
      },
      ipLimit(app, 'register'),
    ),
    async (req, reply) => {
      const user = await registerUser(app.ctx, req.body);
      return reply.status(201).send(ok(MESSAGES.registrationSuccess, serializeUser(user, false)));
    },
  );

  app.post(
    '/login',
    open(
      {
        summary: 'Sign in with email and password: an access token (15 min) and a refresh token',
        body: ZLoginRequestSchema,
        response: { 200: ZSessionResponseSchema },
      },
      // Every request counts per address (argon2 is costly); only failures count towards lockout.
      ipLimit(app, 'login'),
    ),
    async (req) => ok(MESSAGES.loginSuccess, await throttleLogin(req, () => signIn(app.ctx, req.body))),
  );

  app.post(
    '/google-login',
    open(
      {
        summary: 'Sign in with a Google access token: finds, links by verified email, or creates the account',
        body: ZGoogleLoginRequestSchema,
        response: { 200: ZSessionResponseSchema },
      },
      ipLimit(app, 'google-login'),
    ),
    async (req) => ok(MESSAGES.googleLoginSuccess, await googleLogin(app.ctx, req.body.google_auth_token)),
  );

  app.post(
    '/refresh-token',
    open(
      {
        querystring: ZRefreshQuerySchema,
        response: { 200: ZRefreshResponseSchema },
        security: bearerSecurity,
        summary:
          'New access and refresh tokens for a refresh token; a rotated one presented again revokes its family',
        description: 'Authorization: Bearer <refresh token>. Rotates the refresh token.',
      },
      ipLimit(app, 'refresh'),
    ),
    async (req) => {
      const presented = bearerToken(req);
      if (!presented) throw unauthorized(MESSAGES.missingRefresh);
      return ok('Token refreshed', await rotateRefreshToken(app.ctx, req.query.user_id, presented));
    },
  );

  app.post(
    '/reset-password-request',
    open(
      {
        summary: 'Mail a 1-hour reset link; the same answer whether or not the email has an account',
        body: ZResetPasswordRequestRequestSchema,
        response: { 200: ZMessageOnlySchema },
      },
      ipLimit(app, 'reset-request'),
    ),
    async (req) => {
      // The lookup, the token and the mail happen after the answer, which so takes the same
      // time whether or not the email has an account.
      const { email, reset_form_url } = req.body;
      app.ctx.mailer.runLater('password reset request', () =>
        requestPasswordReset(app.ctx, email, reset_form_url),
      );
      return ok(MESSAGES.resetRequestSent, null);
    },
  );

  app.post(
    '/reset-password',
    open(
      {
        summary: 'Set a new password from a reset link (single use); signs out every session',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZMessageOnlySchema },
      },
      ipLimit(app, 'reset'),
    ),
    async (req) => {
      await resetPassword(app.ctx, req.body.pass_reset_token, req.body.new_password);
      return ok(MESSAGES.resetSuccess, null);
    },
  );

  app.get(
    '/verify-email/:token',
    open(
      {
        summary: 'Verify the email from the link of the verification mail (single use, 24 hours)',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ZVerifyEmailResponseSchema },
      },
      ipLimit(app, 'verify'),
    ),
    async (req) => {
      const { alreadyVerified } = await verifyEmail(app.ctx, req.params.token);
      return ok(alreadyVerified ? MESSAGES.emailAlreadyVerified : MESSAGES.emailVerified, {
        already_verified: alreadyVerified,
      });
    },
  );

  app.post(
    '/extension-session',
    authed(
      {
        summary: 'A session of its own for the browser extension, handed over by the signed-in web app',
        description:
          'A new refresh-token family: the extension and the web tab then rotate their tokens independently, so neither rotation looks like reuse of the other.',
        response: { 200: ZSessionResponseSchema },
      },
      'extension-session',
    ),
    async (req) => {
      const session = await issueSession(app.ctx, await getUser(app.ctx.db, req.userId));
      // The onboarding checklist's "install the extension" step (issue 24).
      await markExtensionSession(app.ctx, req.userId);
      return ok('Extension session created', session);
    },
  );
}
