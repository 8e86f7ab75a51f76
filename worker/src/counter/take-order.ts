import type { UserRow } from '../../../db/schema/index.ts';
import { TAKEN_ORDER_MESSAGES } from '../../../domain/counter/taken-order.ts';
import { readWorkLocations } from '../auth/work-locations.ts';
import { readDeskSettings } from '../desk/desk-settings.ts';
import { moveOrder, type MoveOrderRuntime } from '../desk/move-order.ts';
import { loadOrder } from '../orders/load-orders.ts';
import { placeOrder, type PlacedOrder, type PlaceOrderRequest, type PlaceOrderRuntime } from '../orders/place-order.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { takenOrderCustomer } from './taken-customer.ts';

export type TakeOrderRuntime = PlaceOrderRuntime & MoveOrderRuntime;

/**
 * POST /api/orders with a `channel` (docs/product/counter-orders.md): a member of the team keys an
 * order in for its customer, at a location they work at. It is priced, paid and written as any
 * order, for the customer: their limit, not the clerk's, and whatever the shop's guest checkout
 * says. Its history's first lines name the clerk. With `acceptWithPrepMinutes` it is then accepted
 * as the desk's Accept does it, the same move, so the desks hear of it on the order stream as new
 * and then accepted; a retry with the same Idempotency-Key answers the order as it is, accepting
 * nothing twice.
 */
export async function takeOrder(runtime: TakeOrderRuntime, clerk: UserRow, request: PlaceOrderRequest): Promise<Outcome<PlacedOrder>> {
  const { db } = runtime;
  const { customer: taken, acceptWithPrepMinutes: prepMinutes, payment, payLater, paidNow } = request.input;
  if (!taken)
    return refused('invalid', TAKEN_ORDER_MESSAGES.customerMissing, { errors: { customer: TAKEN_ORDER_MESSAGES.customerMissing } });
  // A card the gateway confirms in the browser reaches the kitchen only once paid (domain/payment-progress.ts).
  const confirmedLater = payment.method === 'card' && !payLater && !paidNow && runtime.payments.kind === 'stripe';
  if (prepMinutes != null && confirmedLater) {
    const message = TAKEN_ORDER_MESSAGES.acceptAfterPayment;
    return refused('invalid', message, { errors: { acceptWithPrepMinutes: message } });
  }
  const [customer, work] = await Promise.all([takenOrderCustomer(db, taken), readWorkLocations(db, clerk.id)]);
  // The request's Accept-Language is the clerk's browser's, not the customer's: their mails follow
  // the body's `language`, else their account's, else the shop's default.
  const placed = await placeOrder(runtime, customer, { ...request, askedLanguage: undefined, takenBy: { user: clerk, work } });
  if (!placed.ok || placed.value.replayed || prepMinutes == null) return placed;

  const orderId = placed.value.order._id;
  const move = { action: 'accept' as const, prepMinutes };
  const accepted = await moveOrder(runtime, { orderId, move, by: clerk, now: runtime.now(), desk: await readDeskSettings(db) });
  if (accepted.ok) return done({ ...placed.value, order: accepted.value });
  // Someone on a desk answered it first: it stands as they left it.
  return done({ ...placed.value, order: (await loadOrder(db, orderId)) ?? placed.value.order });
}
