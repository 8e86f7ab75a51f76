import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Outcome, type Refusal, type RefusalKind, Refused } from '../outcome.ts';
import { AppError, genericError, TooManyRequestsError } from './errors.ts';

/** The one table from a verb's refusal to the status the API answers it with. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthorized: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  unsupported: 415,
  too_many_requests: 429,
  gateway_failed: 502,
  unavailable: 503,
};

/** The error the app's one onError writes as `{ success: false, message, code, errors?, data? }`. */
export function refusalError(refusal: Refusal): AppError {
  const status = REFUSAL_STATUS[refusal.kind];
  const code = refusal.code ?? (refusal.kind === 'invalid' ? 'validation_failed' : genericCode(status, refusal.kind));
  if (status === 429) return new TooManyRequestsError(refusal.message, refusal.retryAfterSeconds);
  return new AppError(status, code, refusal.message, { errors: refusal.errors, data: refusal.data });
}

/** A route's way to read a verb's outcome: its value, or the refusal thrown as the API's error. */
export function valueOrRefusal<Value>(outcome: Outcome<Value>): Value {
  if (outcome.ok) return outcome.value;
  throw refusalError(outcome);
}

/** A refusal a verb let escape (it should have returned it) is still answered as what it is. */
export function errorOfRefused(error: unknown): AppError | undefined {
  return error instanceof Refused ? refusalError(error.refusal) : undefined;
}

function genericCode(status: number, kind: RefusalKind): string {
  // The codes the API has always used for these kinds (http/errors.ts).
  if (kind === 'payment_declined') return 'payment_declined';
  if (kind === 'conflict') return 'conflict';
  if (kind === 'unprocessable') return 'unprocessable';
  if (kind === 'unavailable') return 'service_unavailable';
  if (kind === 'gateway_failed') return 'bad_gateway';
  return genericError(status).code;
}
