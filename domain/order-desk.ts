import { z } from 'zod';
import type { SoldBy } from './sale-quantity.ts';
import type { HandOverType } from './fulfilment/settings.ts';
import { orderStatusLabel, type OrderStatus, type PaymentMethod, type PaymentStatus } from './order-status.ts';
import { awaitsPayment, paymentSetByGateway } from './payment-progress.ts';
import { countOf } from './plural.ts';

/**
 * The order desk's rules (docs/product/order-desk.md): which move an order may make from its
 * status, the ready time an accept or a delay sets, the column an order shows in, and the prep
 * time the desk suggests from the kitchen's load. Pure: the server and the desk screen share them.
 */

export const DESK_ACTIONS = ['accept', 'reject', 'delay', 'ready', 'out-for-delivery', 'complete'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The quick choices on the accept dialog and the delay buttons (minutes). */
export const PREP_CHOICES = [10, 15, 20, 30, 45, 60] as const;
export const DELAY_CHOICES = [5, 10, 15] as const;

export const DESK_LIMITS = {
  prepMinutesMax: 240,
  delayMinutesMax: 120,
  reasonMaxLength: 200,
  answerWithinMinutesMax: 60,
  travelMinutesMax: 180,
} as const;

export const DESK_MESSAGES = {
  prepMinutes: `Choose a prep time from 1 to ${DESK_LIMITS.prepMinutesMax} minutes.`,
  delayMinutes: `Choose a delay from 1 to ${DESK_LIMITS.delayMinutesMax} minutes.`,
  reason: 'Tell the customer why the order is rejected.',
  cancelReason: 'Give the reason for cancelling: the customer reads it, and a paid order is refunded in the same step.',
  reasonTooLong: `Keep the reason under ${DESK_LIMITS.reasonMaxLength} characters.`,
  answerWithinMinutes: `The answer limit is a whole number of minutes from 1 to ${DESK_LIMITS.answerWithinMinutesMax}.`,
  travelMinutes: `The delivery time is a whole number of minutes from 0 to ${DESK_LIMITS.travelMinutesMax}.`,
  accepted: 'Order accepted',
  rejected: 'Order rejected',
  delayed: 'Ready time moved',
  ready: 'Order is ready',
  outForDelivery: 'Order is out for delivery',
  completed: 'Order completed',
  paused: 'The shop is paused: no new orders until it resumes',
  resumed: 'The shop takes orders again',
} as const;

const wholeMinutes = (max: number, message: string, min = 1) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const AcceptInput = z.object(
  { prepMinutes: wholeMinutes(DESK_LIMITS.prepMinutesMax, DESK_MESSAGES.prepMinutes) },
  { error: DESK_MESSAGES.prepMinutes },
);
export const DelayInput = z.object(
  { minutes: wholeMinutes(DESK_LIMITS.delayMinutesMax, DESK_MESSAGES.delayMinutes) },
  { error: DESK_MESSAGES.delayMinutes },
);
/**
 * Complete: `paid: false` when the customer did not pay on hand-over after all (a cash or UPI
 * pickup, a cash delivery); left out, such an order becomes paid (paidOnHandOver).
 */
export const CompleteInput = z.object(
  { paid: z.boolean({ error: 'paid is true or false.' }).optional() },
  { error: 'paid is true or false.' },
);
export type CompleteInput = z.infer<typeof CompleteInput>;

export const RejectInput = z.object(
  {
    reason: z
      .string({ error: DESK_MESSAGES.reason })
      .trim()
      .min(1, DESK_MESSAGES.reason)
      .max(DESK_LIMITS.reasonMaxLength, DESK_MESSAGES.reasonTooLong),
  },
  { error: DESK_MESSAGES.reason },
);

export const DEFAULT_DESK_SETTINGS: DeskSettings = { answerWithinMinutes: 5, travelMinutes: 15 };

export const DeskSettingsInput = z.object({
  answerWithinMinutes: wholeMinutes(DESK_LIMITS.answerWithinMinutesMax, DESK_MESSAGES.answerWithinMinutes),
  travelMinutes: wholeMinutes(DESK_LIMITS.travelMinutesMax, DESK_MESSAGES.travelMinutes, 0),
});
/** The owner's desk settings: how long a new order may wait for an answer, and the drive after it is ready. */
export type DeskSettings = z.output<typeof DeskSettingsInput>;

/** The statuses each move starts from; any other is a conflict (409). */
const MOVES_FROM: Record<DeskAction, readonly OrderStatus[]> = {
  accept: ['pending'],
  // Cancelling an accepted order is a reject too: with its reason, and its refund when paid.
  reject: ['pending', 'processing', 'ready', 'out_for_delivery'],
  delay: ['processing'],
  ready: ['processing'],
  'out-for-delivery': ['processing', 'ready'],
  complete: ['ready', 'out_for_delivery'],
};

const MOVES_TO: Record<DeskAction, OrderStatus> = {
  accept: 'processing',
  reject: 'cancelled',
  delay: 'processing',
  ready: 'ready',
  'out-for-delivery': 'out_for_delivery',
  complete: 'delivered',
};

export const AWAITING_PAYMENT_MESSAGE = 'This order is waiting for its card payment.';

/**
 * What stops a move, or null when the order may make it. A card order whose payment has not gone
 * through is not the kitchen's yet (awaitsPayment): no move, not even a reject, which would leave
 * a payment that may still arrive on a cancelled order.
 */
export function refuseMove(
  action: DeskAction,
  order: {
    status: OrderStatus;
    fulfilmentType: HandOverType;
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentStatus;
    payLater?: boolean;
  },
): string | null {
  if (action === 'out-for-delivery' && order.fulfilmentType !== 'delivery')
    return 'A pickup order is collected, not delivered: mark it completed.';
  if (!MOVES_FROM[action].includes(order.status))
    return `An order that is ${statusWords(order.status, order.fulfilmentType)} cannot be ${ACTION_WORDS[action]}.`;
  if (
    order.paymentMethod &&
    order.paymentStatus &&
    awaitsPayment({ paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus, payLater: order.payLater === true })
  )
    return AWAITING_PAYMENT_MESSAGE;
  return null;
}

export function statusAfter(action: DeskAction): OrderStatus {
  return MOVES_TO[action];
}

const ACTION_WORDS: Record<DeskAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  delay: 'delayed',
  ready: 'marked ready',
  'out-for-delivery': 'sent out for delivery',
  complete: 'completed',
};

/** A status inside a sentence: 'out for delivery', 'being prepared', 'collected' for a handed-over pickup. */
export function statusWords(status: string, fulfilmentType?: HandOverType): string {
  return orderStatusLabel(status, fulfilmentType).toLowerCase();
}

/** What decides whether handing an order over takes its payment; `tabId` set: it is on a table's open tab. */
interface HandOverPayment {
  fulfilmentType: HandOverType;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  payLater: boolean;
  tabId?: number | null;
}

/**
 * Whether completing an order makes it paid: cash handed over at the door or the counter, a UPI
 * pickup paid at the counter, and any order the team took to be paid on hand-over (`payLater`),
 * unless the desk says it was not (`paid: false`). A card's payment through a gateway is the
 * gateway's, never the desk's; an order already paid, refunded or failed stays so.
 */
export function paidOnHandOver(order: HandOverPayment, paid: boolean | undefined): boolean {
  // A tab's orders are paid together when the team closes it (docs/product/tables.md).
  if (paid === false || order.paymentStatus !== 'pending' || order.tabId != null) return false;
  if (order.payLater) return true;
  return order.paymentMethod === 'cash' || (order.paymentMethod === 'upi' && order.fulfilmentType !== 'delivery');
}

/**
 * Whether cancelling an order needs a reason (and so goes the desk's reject way, refund and
 * all): once it is accepted, or anything of it is paid or held on a card. A new unpaid order may
 * still be set to cancelled by hand without one.
 */
export function cancellingNeedsReason(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  if (order.status === 'cancelled') return false;
  return (
    order.status !== 'pending' ||
    order.paymentStatus === 'completed' ||
    order.paymentStatus === 'partially_refunded' ||
    order.paymentStatus === 'authorized'
  );
}

/** Whether the desk asks "Paid?" when completing it: the orders whose payment is taken on hand-over. */
export function takesPaymentOnHandOver(order: HandOverPayment): boolean {
  return paidOnHandOver(order, undefined);
}

const MINUTE = 60_000;

/**
 * The instant the kitchen aims to have an order ready, when accepted now with `prepMinutes`. For
 * a scheduled order the prep time counts back from the slot: it is ready when the slot asks (for
 * delivery, the slot minus the drive) and cooking starts `prepMinutes` before that; only a slot
 * the kitchen can no longer make is ready later, at now plus the prep time.
 */
export function readyAtOnAccept(
  order: { fulfilmentType: HandOverType; slotStart: number | null },
  prepMinutes: number,
  now: number,
  settings: DeskSettings,
): number {
  const cooked = now + prepMinutes * MINUTE;
  if (order.slotStart === null) return cooked;
  return Math.max(cooked, scheduledReadyAt(order, settings));
}

/** When a scheduled order must be ready: the slot itself for pickup, the slot minus the drive for delivery. */
export function scheduledReadyAt(order: { fulfilmentType: HandOverType; slotStart: number | null }, settings: DeskSettings): number {
  const slot = order.slotStart ?? 0;
  return order.fulfilmentType === 'delivery' ? slot - settings.travelMinutes * MINUTE : slot;
}

/** When the customer can expect it: ready for pickup, or ready plus the drive. */
export function expectedAtFrom(readyAt: number, fulfilmentType: HandOverType, settings: DeskSettings): number {
  return fulfilmentType === 'delivery' ? readyAt + settings.travelMinutes * MINUTE : readyAt;
}

export const DESK_COLUMNS = ['new', 'kitchen', 'ready', 'handover', 'later'] as const;
export type DeskColumn = (typeof DESK_COLUMNS)[number];

export const DESK_COLUMN_TITLES: Record<DeskColumn, string> = {
  new: 'New',
  kitchen: 'In the kitchen',
  ready: 'Ready',
  handover: 'Out for delivery / Waiting for pickup',
  later: 'Later',
};

/** A column's heading as a screen reader says it with its count: '1 new order', 'Ready: 2 orders'. */
export function deskColumnName(column: DeskColumn, count: number): string {
  return column === 'new' ? countOf(count, 'new order', 'new orders') : `${DESK_COLUMN_TITLES[column]}: ${countOf(count, 'order')}`;
}

/** When cooking starts for an order ready at `readyAt` that needs `prepMinutes`. */
export function cookingStartsAt(readyAt: number, prepMinutes: number): number {
  return readyAt - prepMinutes * MINUTE;
}

/** What the desk needs of an order to place it (epoch ms; null when not set). */
export interface DeskOrderFacts {
  status: OrderStatus;
  fulfilmentType: HandOverType;
  readyAt: number | null;
  slotStart: number | null;
  /** The minutes the kitchen needs for it: the prep time chosen on accept, else the suggestion now. */
  prepMinutes: number;
}

/**
 * The column an order shows in, or null once it has left the desk (delivered, cancelled).
 * Accepted scheduled orders wait in Later until their preparation window opens (ready time
 * minus prep time); new orders, scheduled or not, stay in New until someone answers them.
 */
export function deskColumn(order: DeskOrderFacts, now: number): DeskColumn | null {
  switch (order.status) {
    case 'pending':
      return 'new';
    case 'processing':
      if (order.slotStart !== null && order.readyAt !== null && now < cookingStartsAt(order.readyAt, order.prepMinutes)) return 'later';
      return 'kitchen';
    case 'ready':
      return order.fulfilmentType === 'delivery' ? 'ready' : 'handover';
    case 'out_for_delivery':
      return 'handover';
    default:
      return null;
  }
}

/**
 * When the kitchen first could answer an order: when it was placed, or for a card paid (or held)
 * through a gateway's webhook, when the payment went through (it reaches the desk only then).
 */
export function waitingSince(order: {
  createdAt: string;
  paymentMethod: string;
  payLater: boolean;
  statusHistory: readonly { kind: string; status: string; at: string }[];
}): number {
  const placed = Date.parse(order.createdAt);
  if (!paymentSetByGateway(order)) return placed;
  const paid = order.statusHistory.find(
    (change) => change.kind === 'payment' && (change.status === 'completed' || change.status === 'authorized'),
  );
  return paid ? Math.max(placed, Date.parse(paid.at)) : placed;
}

/** A new order nobody has answered within the owner's limit. */
export function isOverdue(order: { status: OrderStatus; createdAt: number }, now: number, settings: DeskSettings): boolean {
  return order.status === 'pending' && now - order.createdAt >= settings.answerWithinMinutes * MINUTE;
}

/** What the kitchen has on, for the suggestion: items being cooked, and its pace today (kitchenPace). */
export interface KitchenLoad {
  /** Items (quantities summed) of the orders in the kitchen now. */
  itemsInKitchen: number;
  minutesPerItem: number;
}

/** The pace assumed until the kitchen has finished a few orders today. */
export const DEFAULT_MINUTES_PER_ITEM = 2;
const MIN_SUGGESTION = 10;
const PACE_SAMPLE = 3;

/**
 * The prep time the desk proposes for an order of `items` items: the kitchen's pace today times
 * everything it has on plus this order, never under 10 minutes, rounded up to 5 and kept within
 * the prep limit. For a scheduled order (`forSlot`) the time is counted back from its slot, when
 * today's queue is long gone: its own items at the kitchen's pace.
 */
export function suggestPrepMinutes(items: number, load: KitchenLoad, options: { forSlot?: boolean } = {}): number {
  const queued = options.forSlot ? 0 : load.itemsInKitchen;
  const minutes = Math.max(MIN_SUGGESTION, load.minutesPerItem * (queued + Math.max(1, items)));
  return Math.min(DESK_LIMITS.prepMinutesMax, Math.ceil(minutes / 5) * 5);
}

/**
 * Minutes per item over today's finished orders (accepted to ready, items summed), so a kitchen
 * that is quicker or slower than the default is suggested its own times; the default until it
 * has finished a few.
 */
export function kitchenPace(finished: readonly { items: number; minutes: number }[]): number {
  const usable = finished.filter((order) => order.items > 0 && order.minutes > 0);
  if (usable.length < PACE_SAMPLE) return DEFAULT_MINUTES_PER_ITEM;
  const items = usable.reduce((sum, order) => sum + order.items, 0);
  const minutes = usable.reduce((sum, order) => sum + order.minutes, 0);
  return minutes / items;
}

/** The items a line puts in the kitchen: a line sold by weight is one, whatever it weighs (as order_lines keeps it). */
export function lineItemCount(line: { quantity: number; soldBy?: SoldBy | undefined }): number {
  return line.soldBy === 'weight' ? 1 : line.quantity;
}
