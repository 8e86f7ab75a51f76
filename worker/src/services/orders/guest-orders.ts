import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID, storeSettings } from '../../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout.ts';
import { GUEST_MESSAGES, type GuestDetails } from '../../../../domain/guest-checkout.ts';
import { AppError, UnauthorizedError } from '../../http/errors.ts';
import { countGuestOrder, type GuestOrderLimits } from '../../limits/guest-orders.ts';
import { guestCustomer, type OrderingCustomer } from './place-order.ts';

/**
 * The guest as the customer of an order, where the owner allows ordering without an account,
 * once the order is counted against the guest limits (limits/guest-orders.ts): a flood is refused
 * before anything is written or mailed.
 */
export async function guestCustomerIfAllowed(
  db: Database,
  guest: GuestDetails | null | undefined,
  from: { address: string; limits: GuestOrderLimits; now: number },
): Promise<OrderingCustomer> {
  if (!guest) throw new UnauthorizedError(CHECKOUT_MESSAGES.notSignedIn);
  const settings = await db
    .select({ guestCheckout: storeSettings.guestCheckout })
    .from(storeSettings)
    .where(eq(storeSettings.id, STORE_SETTINGS_ID))
    .get();
  if (settings && !settings.guestCheckout) throw new AppError(401, 'guest_checkout_off', GUEST_MESSAGES.checkoutOff);
  await countGuestOrder(db, { address: from.address, email: guest.email }, from.limits, from.now);
  return guestCustomer(guest);
}
