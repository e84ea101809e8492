import { z } from 'zod';
import { ADDON_KEYS } from './constants';
import { successEnvelope } from './envelope';
import { POST_LANGUAGES, ZPostLanguageSchema } from './language';
import { ZAgentLicensesSchema } from './licenses';
import { VALIDATION } from './messages';
import { safeText } from './safe-text';
import { changePasswordRules } from './validation';
import { ZBrandingSchema } from './workspace';
import { checkedText, optionalText, requiredText } from './zod-helpers';

export const ZAddonsSchema = z.object(
  Object.fromEntries(ADDON_KEYS.map((k) => [k, z.number().int()])) as Record<
    (typeof ADDON_KEYS)[number],
    z.ZodNumber
  >,
);
export type TAddons = z.infer<typeof ZAddonsSchema>;

/** data of GET /api/v1/users/me (PRODUCT.md §3 Current user). Dates are ISO 8601 strings in UTC. */
export const ZCurrentUserSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone_number: z.string(),
  role: z.string(),
  profile_picture_url: z.string().nullable(),
  addons: ZAddonsSchema,
  has_used_trial: z.boolean(),
  is_subscribed: z.boolean(),
  subscription_end_date: z.string().nullable(),
  trial_end: z.string().nullable(),
  subscription_id: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  package_name: z.string().nullable(),
  email_verified: z.boolean(),
  is_google_account: z.boolean(),
  /** Branding of the property pages. */
  brokerage_name: z.string(),
  accent_color: z.string(),
  license_number: z.string(),
  /** The agent's licences, one per state (issue 22); outputs for a listing in a state that asks for it print its number. */
  licenses: z.array(z.object({ state: z.string(), number: z.string() })),
  /** A team the agent advertises under; printed only beside the brokerage. */
  team_name: z.string(),
  /** The language new posts start in (issue 26); each post may choose another. */
  default_language: z.enum(POST_LANGUAGES),
  logo_url: z.string().nullable(),
  created_at: z.string(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;
export const ZCurrentUserResponseSchema = successEnvelope(ZCurrentUserSchema);

/**
 * Name and username, and optionally the branding fields, the licences and the team name (each left as
 * it is when omitted). A licence number is checked against its state's format (./licenses).
 */
export const ZUpdateProfileRequestSchema = z.object({
  name: requiredText(VALIDATION.fullNameRequired, 120),
  username: requiredText(VALIDATION.usernameRequired, 50),
  branding: ZBrandingSchema.optional(),
  licenses: ZAgentLicensesSchema.optional(),
  team_name: safeText().trim().max(120, 'Must be at most 120 characters').optional(),
  default_language: ZPostLanguageSchema.optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequestSchema>;

export const ZUpdatePasswordRequestSchema = z.object({
  old_password: checkedText(VALIDATION.currentPasswordRequired, changePasswordRules.old_password, 128),
  new_password: checkedText(VALIDATION.newPasswordRequired, changePasswordRules.new_password, 128),
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequestSchema>;

/** Contact form (PRODUCT.md §5): name, email, subject, message required; no email format check. */
export const ZContactRequestSchema = z.object({
  name: requiredText(VALIDATION.fieldRequired('Full Name'), 120),
  email: requiredText(VALIDATION.fieldRequired('Email Address'), 254),
  phone: optionalText(40),
  company: optionalText(120),
  subject: requiredText(VALIDATION.fieldRequired('Subject'), 200),
  message: requiredText(VALIDATION.fieldRequired('Message'), 5000),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

/**
 * Support ticket (PRODUCT.md §5): name, phone, subject, message required after trimming. The email is
 * shown read-only in the form; the server uses the signed-in account's address, so it may be omitted.
 */
export const ZSupportTicketRequestSchema = ZContactRequestSchema.extend({
  email: optionalText(254),
  phone: requiredText(VALIDATION.fieldRequired('Phone'), 40),
});
export type TSupportTicketRequest = z.infer<typeof ZSupportTicketRequestSchema>;

/**
 * The body POST /users/contact-us accepts before it knows which form it is: a contact message
 * (no bearer token, ZContactRequestSchema) or a support ticket (bearer token, ZSupportTicketRequestSchema).
 */
export const ZContactOrTicketBodySchema = ZContactRequestSchema.extend({ email: optionalText(254) });

export const ZTrialStartResponseSchema = successEnvelope(ZCurrentUserSchema);

/** POST /auth/register (201): the new account, not yet signed in. */
export const ZRegisterResponseSchema = successEnvelope(ZCurrentUserSchema);

export const ZPhotoUploadResponseSchema = successEnvelope(
  z.object({ file: z.object({ data: z.string(), contentType: z.string() }) }),
);

/**
 * DELETE /users/me: the account is deleted only with proof. A password account confirms with its
 * password; a Google-only account (no password) types its email address.
 */
export const ZDeleteAccountRequestSchema = z.object({
  password: z.string().max(128).optional(),
  confirm_email: z.string().max(254).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequestSchema>;
