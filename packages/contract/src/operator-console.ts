import { z } from 'zod';
import { successEnvelope } from './envelope';
import { safeText } from './safe-text';

/**
 * The operator's console (issue 28): support and admin staff look up an account and act on it. Roles
 * are granted only by `npm run admin -- grant`; every console route also wants a TOTP code presented
 * by this sign-in recently (RFC 6238, 30-second steps), and every action is written to the operators'
 * append-only audit log with the reason given.
 */

export const OPERATOR_CONSOLE_MESSAGES = {
  operatorsOnly: 'Only operators (admin or support) may use the console',
  adminsOnly: 'Only an admin may do this',
  enrolFirst: 'Set up two-factor authentication before using the console',
  verifyFirst: 'Enter a code from your authenticator app to continue',
  alreadyEnrolled: 'Two-factor authentication is already set up',
  notEnrolled: 'Start two-factor setup first',
  wrongCode: 'That code is wrong, expired or already used',
  enrolled: 'Scan the QR code with your authenticator app, then enter a code',
  verified: 'Two-factor verification accepted',
  status: 'Two-factor status fetched',
  found: 'Accounts found',
  account: 'Account fetched',
  userNotFound: 'User not found',
  creditsChanged: 'Credits changed',
  nothingToTake: 'The account has none of these credits to take back',
  transactionNotFound: 'Transaction not found',
  alreadyRefunded: 'This purchase is already refunded',
  notRefundable: 'Only a paid purchase can be refunded',
  refunded: 'Purchase refunded',
  alreadyVerified: 'This account has already verified its email',
  verificationSent: 'Verification email sent',
  auditLog: 'Operator audit log fetched',
} as const;

/**
 * Why a console route answered 403, so the web app knows which screen to show: set up the second
 * factor, or present a code. Sent as the error's `errors.two_factor`.
 */
export const TWO_FACTOR_STATES = ['enrol', 'verify'] as const;
export type TwoFactorState = (typeof TWO_FACTOR_STATES)[number];

/** How long one TOTP verification opens the console for this sign-in. */
export const OPERATOR_VERIFICATION_MINUTES = 30;

/** A code as authenticator apps show it: six digits (spaces people type are dropped). */
export const ZTotpCodeRequestSchema = z.strictObject({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code')),
});
export type TTotpCodeRequest = z.input<typeof ZTotpCodeRequestSchema>;

export const ZTwoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** Until when this sign-in may use the console (ISO 8601), or null: a code is needed. */
  verified_until: z.string().nullable(),
  role: z.string(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;
export const ZTwoFactorStatusResponseSchema = successEnvelope(ZTwoFactorStatusSchema);

/** Shown once: the secret is sealed at rest and never answered again. */
export const ZTwoFactorEnrolmentSchema = z.object({
  otpauth_uri: z.string(),
  /** The same URI as an SVG QR code, to scan from the screen. */
  qr_svg: z.string(),
  /** Base32, for apps that want it typed in. */
  secret: z.string(),
});
export type TTwoFactorEnrolment = z.infer<typeof ZTwoFactorEnrolmentSchema>;
export const ZTwoFactorEnrolmentResponseSchema = successEnvelope(ZTwoFactorEnrolmentSchema);

/** Every console action says why; the reason goes into the audit log as written. */
export const ZOperatorReasonSchema = safeText()
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'Keep the reason under 500 characters');

/** One row of the operators' audit log. */
export const ZOperatorAuditEntrySchema = z.object({
  id: z.number().int(),
  operator_email: z.string(),
  operator_role: z.string(),
  action: z.string(),
  target_user_id: z.string().nullable(),
  target_ref: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TOperatorAuditEntry = z.infer<typeof ZOperatorAuditEntrySchema>;
