/**
 * The one error type domain code throws. The error handler turns it into the envelope of
 * decisions.md: `{ status: 'error', message, errors? }` with this status code.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);

/** A field error: message is the field's own sentence so clients can show either. */
export const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status, message, { [field]: message });
