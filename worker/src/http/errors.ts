/**
 * Errors a service throws to say what went wrong in the caller's terms. The app's one onError
 * turns each into `{ success: false, message, code, errors?, data? }` with its status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per-field messages (validation). */
  readonly errors: Record<string, string> | undefined;
  /** Extra facts the client needs to recover, e.g. the current totals on a price conflict. */
  readonly data: unknown;
  constructor(status: number, code: string, message: string, options: { errors?: Record<string, string>; data?: unknown } = {}) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.data = options.data;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'Please check the highlighted fields.', errors: Record<string, string> = {}) {
    super(400, 'validation_failed', message, { errors });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in.') {
    super(401, 'unauthorized', message);
  }
}

export class PaymentRequiredError extends AppError {
  constructor(message = 'Your card was declined.') {
    super(402, 'payment_declined', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, data?: unknown) {
    super(409, 'conflict', message, { data });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large.') {
    super(413, 'payload_too_large', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json).') {
    super(415, 'unsupported_media_type', message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, 'unprocessable', message);
  }
}

export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message = 'Too many attempts. Please wait a moment and try again.', retryAfterSeconds = 60) {
    super(429, 'too_many_requests', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service unavailable', data?: unknown) {
    super(503, 'service_unavailable', message, { data });
  }
}

/** The message and code a client sees for a status when nothing more specific applies. */
export function genericError(status: number): { message: string; code: string } {
  switch (status) {
    case 400:
      return { message: 'Bad request', code: 'bad_request' };
    case 401:
      return { message: 'Please sign in.', code: 'unauthorized' };
    case 403:
      return { message: 'You are not allowed to do that.', code: 'forbidden' };
    case 404:
      return { message: 'Not found', code: 'not_found' };
    case 405:
      return { message: 'Method not allowed', code: 'method_not_allowed' };
    case 413:
      return { message: 'The request is too large.', code: 'payload_too_large' };
    case 415:
      return { message: 'Send JSON (Content-Type: application/json).', code: 'unsupported_media_type' };
    case 429:
      return { message: 'Too many requests. Please try again later.', code: 'too_many_requests' };
    default:
      return status >= 500
        ? { message: 'Something went wrong. Please try again later.', code: 'internal_error' }
        : { message: 'Request failed', code: 'request_failed' };
  }
}
