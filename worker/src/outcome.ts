/**
 * What a verb of the worker answers when it cannot do what it was asked: a refusal in the
 * caller's terms (not found, a conflict, …), never an HTTP status. Routes turn an outcome into an
 * answer through worker/src/http/outcome.ts, the one place that knows each refusal's status, so
 * the verbs stay callable from a queue, a script or a test without an HTTP request around them.
 */

/** Why a verb refused, as a kind: http/outcome.ts gives each its status. */
export type RefusalKind =
  | 'invalid'
  | 'unauthorized'
  | 'payment_declined'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  /** What was sent is not of a kind the verb takes (a file that is no picture). */
  | 'unsupported'
  | 'too_many_requests'
  | 'gateway_failed'
  | 'unavailable';

export interface Refusal {
  readonly ok: false;
  readonly kind: RefusalKind;
  /** What the person reads. */
  readonly message: string;
  /** The machine-readable reason when more precise than the kind (`prices_changed`, `tip_too_large`). */
  readonly code?: string;
  /** Per-field messages. */
  readonly errors?: Record<string, string>;
  /** Facts the caller needs to recover, e.g. the current totals when prices changed. */
  readonly data?: unknown;
  /** When a refusal for too many requests may be tried again. */
  readonly retryAfterSeconds?: number;
}

export interface Done<Value> {
  readonly ok: true;
  readonly value: Value;
}

export type Outcome<Value> = Done<Value> | Refusal;

export function done<Value>(value: Value): Done<Value> {
  return { ok: true, value };
}

export function refused(kind: RefusalKind, message: string, details: Omit<Refusal, 'ok' | 'kind' | 'message'> = {}): Refusal {
  return { ok: false, kind, message, ...details };
}

/**
 * A refusal thrown from deep inside a verb, where returning is not possible: inside a database
 * transaction (throwing is what rolls it back) or from a helper several calls down. The verb
 * that called turns it back into its outcome with `outcomeOf`.
 */
export class Refused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'Refused';
    this.refusal = refusal;
  }
}

/** Runs `work`, answering its value, or the refusal it threw. Any other error goes on up. */
export async function outcomeOf<Value>(work: () => Promise<Value>): Promise<Outcome<Value>> {
  try {
    return done(await work());
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
