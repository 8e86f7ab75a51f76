import { clockOf, displayTimeZone, wallClock } from './shop-clock.ts';
import { ORDER_REFERENCE_LENGTH } from './constants.ts';
import type { HandOverType } from './fulfilment/settings.ts';

/** Order and payment statuses, their texts and colours, in one place for every screen. */

/**
 * pending: new, waiting for the shop; processing: accepted, in the kitchen; ready: cooked, waiting
 * for the driver or the customer; out_for_delivery: on its way; delivered: handed over (a collected
 * pickup too); cancelled: rejected or called off.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses of an order the shop still has to finish: the desk shows them. */
export const OPEN_STATUSES = ['pending', 'processing', 'ready', 'out_for_delivery'] as const satisfies readonly OrderStatus[];

/**
 * What a line of an order's history records: its status, its payment's, the ready time the desk
 * moved ('ready_time', the new time as `status`), its pick completed ('pick', `status` 'picked'),
 * or replacements asked of the customer ('replacement': 'waiting' when staff offer some,
 * 'accepted' or 'declined' when the customer answers one), or staff changing what it is ('change':
 * 'changed', with its reason and what changed; 'extra_paid' when the customer pays the extra it asked).
 */
export const ORDER_HISTORY_KINDS = ['order', 'payment', 'ready_time', 'pick', 'replacement', 'change'] as const;
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];

/**
 * authorized: a card held for the order's estimate, charged once it is picked (docs/product/picking.md);
 * released: such a hold ended without a charge (the order cancelled, or the hold lapsed).
 */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'completed', 'failed', 'partially_refunded', 'refunded', 'released'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the admin sets by hand; the refund statuses follow from recording a refund with its amount (domain/refunds.ts). */
export const SETTABLE_PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const satisfies readonly PaymentStatus[];

export const PAYMENT_METHODS = ['cash', 'card', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  card: 'Credit/Debit Card',
  upi: 'UPI Payment',
};

/** The colour family of a status badge; the site maps each to classes with enough contrast. */
export type StatusTone = 'yellow' | 'blue' | 'teal' | 'violet' | 'green' | 'red' | 'gray';

const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'yellow',
  processing: 'blue',
  ready: 'teal',
  out_for_delivery: 'violet',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  pending: 'yellow',
  authorized: 'teal',
  completed: 'green',
  failed: 'red',
  partially_refunded: 'blue',
  refunded: 'gray',
  released: 'gray',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isSettablePaymentStatus(value: unknown): value is (typeof SETTABLE_PAYMENT_STATUSES)[number] {
  return typeof value === 'string' && (SETTABLE_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** pending yellow, processing blue, ready teal, out for delivery violet, delivered green, cancelled red, anything else grey. */
export function orderStatusTone(status: string | null | undefined): StatusTone {
  return isOrderStatus(status) ? ORDER_STATUS_TONES[status] : 'gray';
}

export function paymentStatusTone(status: string | null | undefined): StatusTone {
  return isPaymentStatus(status) ? PAYMENT_STATUS_TONES[status] : 'gray';
}

/**
 * An order status as a person reads it, on every screen and mail: 'Pending confirmation', 'Out
 * for delivery'. A pickup, once handed over, is 'Collected': the API's
 * value stays `delivered` (docs/product/orders.md). Unknown values are written in words; a
 * missing one is 'N/A'.
 */
export function orderStatusLabel(status: string | null | undefined, fulfilmentType?: HandOverType | null): string {
  if (!status) return 'N/A';
  if (fulfilmentType === 'pickup' && status === 'delivered') return 'Collected';
  if (fulfilmentType === 'dine_in' && status === 'delivered') return 'Served';
  return isOrderStatus(status) ? ORDER_STATUS_WORDS[status] : status.replaceAll('_', ' ');
}

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Pending confirmation',
  processing: 'Being prepared',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'Not paid yet',
  authorized: 'Card held',
  completed: 'Paid',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  released: 'Card hold released',
};

/** A payment status as a person reads it ('Paid', 'Partly refunded'), or 'N/A' when missing. */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'N/A';
  // 'held': a history line only, when the gateway reported a payment that was not the order's.
  if (status === 'held') return 'Held: not the order’s amount';
  return isPaymentStatus(status) ? PAYMENT_STATUS_WORDS[status] : status.replaceAll('_', ' ');
}

/** The sentence Notifications shows for a status; a collected pickup is never 'Delivered'. */
export function notificationText(status: string | null | undefined, fulfilmentType?: HandOverType | null): string {
  switch (status) {
    case 'pending':
      return 'Pending confirmation';
    case 'processing':
      return 'Order is being prepared';
    case 'ready':
      return fulfilmentType === 'pickup' ? 'Order is ready for pickup' : 'Order is ready';
    case 'out_for_delivery':
      return 'Order is on its way';
    case 'delivered':
      return fulfilmentType === 'pickup' ? 'Order collected' : 'Delivered successfully';
    case 'cancelled':
      return 'Order was cancelled';
    default:
      return 'Status unknown';
  }
}

/** How the order is paid, as the customer reads it: cash on a pickup is paid at the counter, not 'on delivery'. */
export function paymentMethodLabel(method: string, fulfilmentType?: HandOverType | null): string {
  if (method === 'cash' && fulfilmentType === 'pickup') return 'Pay at pickup';
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

/** The order reference people read: the last 6 characters of the id, upper case. */
export function orderReference(orderId: string): string {
  return orderId.slice(-ORDER_REFERENCE_LENGTH).toUpperCase();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '05 Jan 2025, 03:04 PM' in en-US, '05 Jan 2025, 15:04' in it-IT: in the shop's time zone and on
 * its locale's clock (./shop-clock.ts), not the reader's device's.
 */
export function formatOrderDate(date: Date | string | number, timeZone: string | undefined = displayTimeZone(), locale?: string): string {
  const instant = new Date(date).getTime();
  if (Number.isNaN(instant)) return '';
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}, ${clockOf(hour, minute, locale, { padHour: true })}`;
}
