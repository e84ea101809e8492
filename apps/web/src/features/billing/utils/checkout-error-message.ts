import { MESSAGES, type PackageType } from '@pp/contract';

/** A failure the client detects itself; its message is already the one to show. */
export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

interface HttpFailure {
  status: number;
  /** The server's own message, when its answer carried one. */
  serverMessage?: string;
}

const isHttpFailure = (e: unknown): e is HttpFailure =>
  typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number';

/** The server's message only if its body had one (ApiError falls back to a generic text otherwise). */
export function serverMessageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown; detail?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail.trim() ? detail : undefined;
}

/**
 * Spec §8 checkout errors, word for word: which sentence the user sees for a failed checkout of
 * a plan ('subscription') or a credit pack ('paygo').
 */
export function checkoutErrorMessage(kind: PackageType, error: unknown): string {
  if (error instanceof CheckoutError) return error.message;
  if (isHttpFailure(error) && error.status > 0) {
    if (error.status === 401 || error.status === 403) return MESSAGES.pleaseLogIn;
    const message = error.serverMessage;
    if (message === MESSAGES.planNotFound) return MESSAGES.planNotFound;
    return kind === 'subscription'
      ? `Error: ${message ?? MESSAGES.checkoutFailedDefault}`
      : `${MESSAGES.checkoutFailedDefault}: ${message ?? 'Unknown error'}`;
  }
  return MESSAGES.checkoutGenericError;
}

/** Only http(s) addresses may receive the browser; anything else is 'Invalid checkout URL'. */
export function checkoutUrlOrThrow(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.trim()) throw new CheckoutError(MESSAGES.invalidCheckoutUrl);
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    throw new CheckoutError(MESSAGES.invalidCheckoutUrl);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new CheckoutError(MESSAGES.invalidCheckoutUrl);
  return parsed.toString();
}
