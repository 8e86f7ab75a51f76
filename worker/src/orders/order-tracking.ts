import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { normalizeEmail, orders, orderTracking } from '../../../db/schema/index.ts';
import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import { trackedOrderView } from '../../../domain/order-privacy.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.ts';
import { sealToken, unsealToken } from '../mail/mail-payload.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { loadOrder } from './load-orders.ts';

/** A new guest order's tracking token, and the row that finds the order by its hash. */
export async function newTracking(key: Uint8Array, orderId: string, email: string) {
  const token = newSecretToken();
  const [tokenHash, sealedToken] = await Promise.all([hashSecretToken(token), sealToken(key, token)]);
  return { token, row: { tokenHash, orderId, sealedToken, emailNormalized: normalizeEmail(email) } };
}

/** A guest order's token again (an Idempotency-Key replay answers the same link). */
export async function readTrackingToken(db: Database, key: Uint8Array, orderId: string): Promise<string | undefined> {
  const row = await db
    .select({ sealedToken: orderTracking.sealedToken })
    .from(orderTracking)
    .where(eq(orderTracking.orderId, orderId))
    .get();
  return row ? unsealToken(key, row.sealedToken) : undefined;
}

/**
 * GET /api/track/{token}: the one order the link was made for, without the personal details
 * once it ended long ago (domain/order-privacy.ts); not found for any other token.
 */
export async function trackOrder(db: Database, token: string, now: number): Promise<Outcome<ReturnType<typeof trackedOrderView>>> {
  const orderId = await orderIdOfToken(db, token);
  const order = orderId ? await loadOrder(db, orderId, now) : undefined;
  return order ? done(trackedOrderView(order, now)) : refused('not_found', GUEST_MESSAGES.trackingNotFound);
}

/** The order a tracking link was made for; undefined for any other token. */
export async function orderIdOfToken(db: Database, token: string): Promise<string | undefined> {
  if (token.length < 20 || token.length > 100) return undefined;
  const row = await db
    .select({ orderId: orderTracking.orderId })
    .from(orderTracking)
    .where(eq(orderTracking.tokenHash, await hashSecretToken(token)))
    .get();
  return row?.orderId;
}

/**
 * The guest orders placed with an e-mail, taken into the account just made with it: they show in
 * its My Orders from then on (their tracking links keep working).
 */
export async function claimGuestOrders(db: Database, user: { id: string; email: string }): Promise<void> {
  const placed = db
    .select({ orderId: orderTracking.orderId })
    .from(orderTracking)
    .where(eq(orderTracking.emailNormalized, normalizeEmail(user.email)));
  await db
    .update(orders)
    .set({ userId: user.id })
    .where(and(isNull(orders.userId), inArray(orders.id, placed)));
}
