import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;

function totpOf(secretBase32: string, label = '') {
  return new TOTP({
    issuer: 'Property Promoter',
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended size) and its otpauth:// URI for the app. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/**
 * The step of `code` if it is valid at `now` (one step of clock drift either way, as RFC 6238 §5.2
 * advises) and later than `lastStep`; null otherwise. Answering the step, not a yes, lets the caller
 * store it so the same code (or an older one) cannot be used again within its window.
 */
export function acceptedStep(secretBase32: string, code: string, now: Date, lastStep: number | null) {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an app would show at `at` (tests, and the screenshot script's operator). */
export function codeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
