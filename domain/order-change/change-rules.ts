import { messageWithValues } from '../i18n/message-with-values.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../order-status.ts';

/** The longest reason a change keeps: what the desk's reasons allow. */
export const CHANGE_REASON_MAX_LENGTH = 200;

/** What PATCH /api/orders/{id} and POST /api/orders/{id}/extra-payment answer when they refuse. */
export const ORDER_CHANGE_MESSAGES = {
  final: 'This order is ready: it can no longer be changed.',
  cancelled: 'This order is cancelled: it can no longer be changed.',
  picked: 'This order is picked: its lines are final.',
  awaitingCard: 'This order is waiting for its card payment: change it once it is paid.',
  reasonMissing: 'Say why the order is changed.',
  reasonTooLong: 'Keep the reason to 200 characters.',
  linesEmpty: 'An order needs at least one line: cancel it instead.',
  pickupAddress: 'A pickup order has no delivery address.',
  tableHandOver: 'A table’s order is served at its table: change its dishes or notes.',
  changed: 'Order changed',
  extraNotDue: 'Nothing is waiting to be paid on this order.',
  extraPaid: 'Thank you: the extra is paid.',
  extraRequested: 'Confirm the payment of the extra with your card.',
  extraUnpaid: 'The kitchen waits for the customer to pay the extra.',
  notYours: 'This is not your order.',
  busy: 'Someone changed this order at the same moment: look at it again and retry.',
  overHold: (held: string) => messageWithValues('answers-order-change.overHold', { held }),
} as const;

/** What decides whether an order may change now. */
export interface ChangeStanding {
  status: OrderStatus;
  pickedAt: unknown;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  payLater: boolean;
}

/**
 * Why an order may not be changed now (a conflict), or null while it may: until it is ready, not
 * cancelled, not picked (a picked order's lines are what was sent), and not while the card that
 * pays it is still being confirmed (the gateway would be told another amount than it asked).
 */
export function changeRefusal(order: ChangeStanding): string | null {
  if (order.status === 'cancelled') return ORDER_CHANGE_MESSAGES.cancelled;
  if (order.status !== 'pending' && order.status !== 'processing') return ORDER_CHANGE_MESSAGES.final;
  if (order.pickedAt) return ORDER_CHANGE_MESSAGES.picked;
  if (order.paymentMethod === 'card' && !order.payLater && order.paymentStatus === 'pending') return ORDER_CHANGE_MESSAGES.awaitingCard;
  return null;
}

/**
 * A card held for an order to pick is charged once it is picked, at most what it holds: a change
 * may raise the estimate up to that, no further (`held`, the amount written, says how far).
 */
export function overHoldRefusal(order: { paymentStatus: PaymentStatus; authorizedCents: number | null }, totalCents: number, held: string) {
  if (order.paymentStatus !== 'authorized' || order.authorizedCents === null) return null;
  return totalCents > order.authorizedCents ? ORDER_CHANGE_MESSAGES.overHold(held) : null;
}
