// Errors a handler throws on purpose. The error handler turns them into `{ message, ...extra }` JSON with
// the status code; anything else is a 500 whose details stay in the log.

export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  /** Headers the answer carries, e.g. Retry-After on a 503. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
/** The client recognises a 401 by a body containing `Unauthorized`. */
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
