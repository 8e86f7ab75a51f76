import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { GUEST_MESSAGES, type GuestDetails } from '../../../domain/guest-checkout.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { countGuestOrder, type GuestOrderLimits } from '../limits/guest-orders.ts';
import { hashRequest, repeatsPlacedOrder } from './idempotency.ts';
import { guestCustomer, type OrderingCustomer } from './place-order.ts';

/**
 * The guest as the customer of an order, where the owner allows ordering without an account,
 * once the order is counted against the guest limits (limits/guest-orders.ts): a flood is refused
 * before anything is written or mailed. A retry of an order already placed (the same
 * Idempotency-Key and body) is not counted again: it will be answered with that order.
 */
export async function guestCustomerIfAllowed(
  db: Database,
  guest: GuestDetails | null | undefined,
  from: { address: string; limits: GuestOrderLimits; now: number },
  request: { idempotencyKey: string | undefined; input: unknown },
): Promise<Outcome<OrderingCustomer>> {
  if (!guest) return refused('unauthorized', CHECKOUT_MESSAGES.notSignedIn);
  const settings = await db
    .select({ guestCheckout: storeSettings.guestCheckout })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  if (settings && !settings.guestCheckout) return refused('unauthorized', GUEST_MESSAGES.checkoutOff, { code: 'guest_checkout_off' });
  const customer = guestCustomer(guest);
  const retry =
    request.idempotencyKey !== undefined &&
    (await repeatsPlacedOrder(
      db,
      { userId: customer.key, key: request.idempotencyKey, requestHash: hashRequest(request.input) },
      from.now,
    ));
  const flood = retry ? undefined : await countGuestOrder(db, { address: from.address, email: guest.email }, from.limits, from.now);
  if (flood) return flood;
  return done(customer);
}
