/**
 * Typed errors mapped to HTTP status codes by the HTTP handler. Throw these
 * from routes and data functions; anything else becomes a 500.
 */

export interface FieldIssue {
  /** Dotted location, prefixed by where it came from: `body.name`, `query.page`, `path.userId`. */
  readonly field: string;
  readonly message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is malformed or fails validation; `fields` names each bad field. */
export class ValidationError extends HttpError {
  constructor(
    message: string,
    readonly fields: readonly FieldIssue[] = [],
    details: Record<string, unknown> = {},
  ) {
    super(400, 'ValidationError', message, { fields, ...details });
  }
}

/** 401: no valid identity (missing, invalid, expired or revoked token). */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, 'Unauthorized', message);
  }
}

/** 403: the caller is known but may not do this (or the record belongs to someone else). */
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this', details: Record<string, unknown> = {}) {
    super(403, 'Forbidden', message, details);
  }
}

/** 403: the sign-in must pass the phone check (`/validateCode/{code}`) before this call is answered. */
export class PhoneValidationRequiredError extends HttpError {
  constructor(message = 'Phone validation required for this sign-in') {
    super(403, 'PhoneValidationRequired', message);
  }
}

/** 404: no such route or record. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'NotFound', message);
  }
}

/** 409: a uniqueness or state condition failed. */
export class ConflictError extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, 'Conflict', message, details);
  }
}

/** 413: a payload or upload exceeds its limit. */
export class PayloadTooLargeError extends HttpError {
  constructor(message: string, fields: readonly FieldIssue[] = []) {
    super(413, 'PayloadTooLarge', message, fields.length > 0 ? { fields } : {});
  }
}

/** 415: unsupported media type (for example a non-image upload). */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string, fields: readonly FieldIssue[] = []) {
    super(415, 'UnsupportedMediaType', message, fields.length > 0 ? { fields } : {});
  }
}

/** 429: rate limit or resend window not yet passed. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(429, 'TooManyRequests', message, details);
  }
}
