import type { Order } from './order.ts';

/** Rules for who sees what a customer typed into an order, once it is no longer theirs alone to see. */

/** What the customer typed: name, phone, notes, delivery address and UPI id (the card's brand and last four stay). */
export function withoutTypedDetails(order: Order): Order {
  const details = order.paymentDetails;
  return {
    ...order,
    customerName: '',
    phone: '',
    notes: '',
    deliveryAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
    paymentDetails: details && 'upiId' in details ? null : details,
  };
}

/** Days a guest's tracking link keeps showing personal details after the order ended. */
export const TRACKING_DETAILS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the order was handed over or cancelled (ms); null while it is under way. */
export function orderEndedAt(order: Pick<Order, 'orderStatus' | 'statusHistory' | 'createdAt'>): number | null {
  if (order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled') return null;
  const ending = order.statusHistory.findLast((change) => change.kind === 'order' && change.status === order.orderStatus);
  return Date.parse(ending?.at ?? order.createdAt);
}

/**
 * A guest's order as its tracking link shows it at `now`. The link is a bearer secret that sits
 * in an inbox and in browser history for years; 30 days after the order ended it still shows
 * what happened (status, dishes, amounts) but nothing about the person: name, e-mail, phone,
 * address, notes and payment details are left out.
 */
export function trackedOrderView(order: Order, now: number): { order: Order; personalDetailsHidden: boolean } {
  const endedAt = orderEndedAt(order);
  if (endedAt === null || now - endedAt < TRACKING_DETAILS_KEPT_DAYS * DAY_MS) return { order, personalDetailsHidden: false };
  return { order: { ...withoutTypedDetails(order), customerEmail: '', paymentDetails: null }, personalDetailsHidden: true };
}

export const TRACKING_DETAILS_HIDDEN_TEXT = `Your name, contact details and address are no longer shown here: this link stops showing them ${TRACKING_DETAILS_KEPT_DAYS} days after the order ended.`;
