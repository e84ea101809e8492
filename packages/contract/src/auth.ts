import { z } from 'zod';
import { successEnvelope } from './envelope';
import { MESSAGES, VALIDATION } from './messages';
import { safeText } from './safe-text';
import { checkEmail, newPasswordRule, signUpRules } from './validation';
import { checkedText, requiredText } from './zod-helpers';

export const ZRegisterRequestSchema = z.object({
  username: requiredText(VALIDATION.usernameRequired, 50),
  name: requiredText(VALIDATION.nameRequired, 120),
  email: checkedText(VALIDATION.emailRequired, checkEmail, 254),
  phoneNumber: checkedText(VALIDATION.phoneRequired, signUpRules.phoneNumber, 40),
  password: checkedText(VALIDATION.passwordRequired, signUpRules.password, 128),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZLoginRequestSchema = z.object({
  email: checkedText(VALIDATION.emailRequired, checkEmail, 254),
  password: safeText({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZSessionDataSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_id: z.string(),
  username: z.string().optional(),
  email: z.string(),
});
export type TSessionData = z.infer<typeof ZSessionDataSchema>;
export const ZSessionResponseSchema = successEnvelope(ZSessionDataSchema);

export const ZGoogleLoginRequestSchema = z.object({
  google_auth_token: requiredText('Google token is required', 4096),
});

export const ZRefreshQuerySchema = z.object({
  user_id: safeText({ error: MESSAGES.missingRefresh }).trim().min(1, MESSAGES.missingRefresh).max(64),
});
export const ZRefreshResponseSchema = successEnvelope(
  z.object({ access_token: z.string(), refresh_token: z.string() }),
);

export const ZResetPasswordRequestRequestSchema = z.object({
  email: checkedText(VALIDATION.emailRequired, checkEmail, 254),
  reset_form_url: z.url('reset_form_url must be a URL').max(500).optional(),
});
export type TResetPasswordRequestRequest = z.infer<typeof ZResetPasswordRequestRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  pass_reset_token: requiredText(VALIDATION.resetTokenInvalid, 200),
  new_password: checkedText(VALIDATION.passwordRequired, newPasswordRule, 128),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/** GET /auth/verify-email/{token}: a link opened again after it verified the address says so. */
export const ZVerifyEmailResponseSchema = successEnvelope(z.object({ already_verified: z.boolean() }));
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponseSchema>;
