import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeys } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { batchStatement, flat } from '../../../db/flat-statement.ts';
import { insertRows } from './insert-rows.ts';

/**
 * Idempotency-Key for POST /api/orders (docs/product/orders.md): a row per user and key with the hash of
 * the checked body and the order it made. A retry with the same key and body gets that order; a
 * different body is refused as unprocessable; keys are forgotten after 24 hours.
 *
 * A card order reserves its key (a row without an order) before any money moves, and its write
 * batch points the row at the order; a failed attempt releases the key. A cash or UPI order moves
 * no money before its write, so its batch simply inserts the row with the order: of two racing
 * requests, the second's batch fails on the key and that request answers with the first's order.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** How long a retry waits for the first request to finish before it is refused as a conflict. */
export const IDEMPOTENCY_WAIT_MS = 5_000;
const POLL_INTERVAL_MS = 20;

export interface Reservation {
  userId: string;
  key: string;
  requestHash: string;
  createdAt: Date;
}

export type ReserveOutcome = { kind: 'reserved'; reservation: Reservation } | { kind: 'replay'; orderId: string };

/**
 * A fingerprint of the checked input with its keys sorted, so a retry of the same order matches
 * and another order does not. Keys are per customer, so only a customer's own requests are ever
 * compared: a fast 64-bit hash (two multiply-xorshift lanes, plus the length) is enough, and it
 * keeps the order path off WebCrypto's thread-pool round trip (about 4% of an order's CPU).
 */
export function hashRequest(input: unknown): string {
  const text = canonicalJson(input);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length.toString(16)}-${(h2 >>> 0).toString(16).padStart(8, '0')}${(h1 >>> 0).toString(16).padStart(8, '0')}`;
}

/**
 * JSON with each object's keys in code-unit order and undefined members left out. Written as
 * loops over sorted keys: it runs on every order with a key, and the arrays of entries the
 * shorter form built for each object were a visible share of the order path's garbage. The text
 * must stay the same, since stored hashes are compared with it for a day.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) text += (index === 0 ? '' : ',') + canonicalJson(value[index]);
    return `${text}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let text = '{';
    for (const key of Object.keys(record).sort()) {
      const entry = record[key];
      if (entry === undefined) continue;
      text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(entry)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Reserves `key` for this request, or finds the order an earlier identical request placed.
 * While another request holds the key, waits for it (polling) up to IDEMPOTENCY_WAIT_MS; if that
 * request fails and releases the key, tries again to reserve it (a retry of a failed attempt is
 * a new attempt: ten concurrent retries of a declined card are each declined, not left waiting).
 * Refused when the key holds another body, or its first request is still being placed after the wait.
 */
export async function reserveIdempotencyKey(
  db: Database,
  request: { userId: string; key: string; requestHash: string },
  now: number,
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<Outcome<ReserveOutcome>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const reservation: Reservation = { ...request, createdAt: new Date(now) };
    const [inserted] = await db.insert(idempotencyKeys).values(reservation).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted) return done({ kind: 'reserved', reservation });

    for (;;) {
      const existing = await findOrderKey(db, request);
      if (!existing) break; // released by a failed attempt: try to reserve it ourselves
      if (existing.createdAt.getTime() <= now - IDEMPOTENCY_WINDOW_MS) {
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ requestHash: request.requestHash, orderId: null, createdAt: reservation.createdAt })
          .where(
            and(
              eq(idempotencyKeys.userId, request.userId),
              eq(idempotencyKeys.key, request.key),
              eq(idempotencyKeys.createdAt, existing.createdAt),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken) return done({ kind: 'reserved', reservation });
        continue;
      }
      if (existing.requestHash !== request.requestHash) return anotherBody();
      if (existing.orderId) return done({ kind: 'replay', orderId: existing.orderId });
      if (Date.now() >= deadline) return stillPlacing();
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }
}

/** Gives the key back after a failed attempt (only while no order points at it). */
export async function releaseIdempotencyKey(db: Database, reservation: Reservation): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, reservation.userId),
        eq(idempotencyKeys.key, reservation.key),
        eq(idempotencyKeys.requestHash, reservation.requestHash),
        eq(idempotencyKeys.createdAt, reservation.createdAt),
        isNull(idempotencyKeys.orderId),
      ),
    );
}

/**
 * The statement, run in the order's write batch, that ties the key to the new order: an update
 * of a card order's reservation, or the insert of a new row that fails if the key is taken.
 */
export function recordOrderKey(db: Database, key: Reservation & { reserved: boolean }, orderId: string) {
  if (!key.reserved) {
    return batchStatement(
      db,
      insertRows(idempotencyKeys, [{ userId: key.userId, key: key.key, requestHash: key.requestHash, orderId, createdAt: key.createdAt }]),
    );
  }
  return batchStatement(
    db,
    flat`update "idempotency_keys" set "order_id" = ${orderId} where "user_id" = ${key.userId} and "key" = ${key.key}`,
  );
}

/** A request under an Idempotency-Key: whose key it is, and the fingerprint of its body. */
type KeyedRequest = { userId: string; key: string; requestHash: string };

function findOrderKey(db: Database, request: Pick<KeyedRequest, 'userId' | 'key'>) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .get();
}

export type KeyLookup = { kind: 'free' } | { kind: 'replay'; orderId: string } | { kind: 'expired'; createdAt: Date };

/**
 * After a cash or UPI attempt with a key failed: whether an earlier identical request owns the
 * key (answer with its order), another body does (refused), or the key is free or expired.
 */
export async function lookUpOrderKey(db: Database, request: KeyedRequest, now: number): Promise<Outcome<KeyLookup>> {
  const existing = await findOrderKey(db, request);
  if (!existing) return done({ kind: 'free' });
  if (existing.createdAt.getTime() <= now - IDEMPOTENCY_WINDOW_MS) return done({ kind: 'expired', createdAt: existing.createdAt });
  if (existing.requestHash !== request.requestHash) return anotherBody();
  if (existing.orderId) return done({ kind: 'replay', orderId: existing.orderId });
  // Only a card order leaves a row without an order, and its body cannot hash like ours.
  return stillPlacing();
}

/** The key was used with another body: a client bug, not a retry. */
const anotherBody = (): Refusal => refused('unprocessable', CHECKOUT_MESSAGES.idempotencyMismatch);
/** The key's first request has not finished: the client may retry it in a moment. */
const stillPlacing = (): Refusal => refused('conflict', CHECKOUT_MESSAGES.stillPlacing);

/**
 * Whether this request repeats one whose order is already placed under the key (within the
 * window, with the same body): a retry that will be answered with that order, not a new one.
 */
export async function repeatsPlacedOrder(db: Database, request: KeyedRequest, now: number): Promise<boolean> {
  const existing = await findOrderKey(db, request);
  return (
    existing !== undefined &&
    existing.orderId !== null &&
    existing.requestHash === request.requestHash &&
    existing.createdAt.getTime() > now - IDEMPOTENCY_WINDOW_MS
  );
}

/** Forgets a key older than 24 hours, so a new request may use it. */
export async function forgetExpiredKey(db: Database, request: { userId: string; key: string }, createdAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key), eq(idempotencyKeys.createdAt, createdAt)));
}
