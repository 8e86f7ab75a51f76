import type { OrderStatus, PaymentMethod, PaymentStatus } from '../order-status.ts';
import { authorizedAmount, type Capture, captureAmount, mayCostMore } from './card-capture.ts';
import type { OrderedLine } from './order-lines.ts';

/**
 * A card on an order the shop picks is held, not charged, until the order is picked
 * (docs/product/picking.md, "Cards: hold, then charge"): what it is held for, when the hold is
 * charged, and how long it lasts. The amounts themselves are ./card-capture.ts's.
 */

/** How long a card provider keeps a hold before letting it lapse (Stripe: 7 days for most cards). */
export const CARD_HOLD_DAYS = 7;
/** A hold this many days old whose order is not picked yet is flagged on the desk and in Manage Orders. */
export const CARD_HOLD_WARNING_DAYS = 5;

const DAY_MS = 86_400_000;

/** What a card is held for: the estimate and the owner's margin when picking may raise it, else the estimate. */
export function holdAmount(
  estimateCents: number,
  lines: readonly Pick<OrderedLine, 'weightMilli' | 'substitution'>[],
  marginPercent: number,
): number {
  return mayCostMore(lines) ? authorizedAmount(estimateCents, marginPercent) : estimateCents;
}

/** Once an order reaches one of these, it is on its way to the customer: a card still held is charged. */
const PAST_THE_KITCHEN: readonly OrderStatus[] = ['ready', 'out_for_delivery', 'delivered'];

/** Whether moving an order to `status` charges a card still held on it (its estimate, when it was not picked). */
export function chargesHeldCard(status: OrderStatus): boolean {
  return PAST_THE_KITCHEN.includes(status);
}

/**
 * Whether staff may charge a held card now: its order is picked, or on its way without a pick,
 * and the charge did not go through (the provider refused or could not be reached).
 */
export function chargeDue(order: { paymentStatus: PaymentStatus; pickedAt: unknown; orderStatus: OrderStatus }): boolean {
  if (order.paymentStatus !== 'authorized') return false;
  return (order.pickedAt !== null && order.pickedAt !== undefined) || chargesHeldCard(order.orderStatus);
}

/** What a held card is charged: the order's total as it stands (final once picked), up to what the card holds. */
export function heldCardCharge(order: { totalCents: number; authorizedCents: number }) {
  return captureAmount(order.totalCents, order.authorizedCents);
}

/**
 * Whole days left before a hold lapses, once it is old enough to warn of (CARD_HOLD_WARNING_DAYS)
 * and its order is not picked: 2 on the fifth day, 0 on its last, and after it. Null: no warning.
 */
export function holdDaysLeft(
  order: { paymentStatus: PaymentStatus; authorizedAt: string | number | Date | null; pickedAt: unknown },
  now: number,
): number | null {
  if (order.paymentStatus !== 'authorized' || order.authorizedAt === null) return null;
  if (order.pickedAt !== null && order.pickedAt !== undefined) return null;
  const heldMs = now - new Date(order.authorizedAt).getTime();
  if (!(heldMs >= CARD_HOLD_WARNING_DAYS * DAY_MS)) return null;
  return Math.max(0, Math.floor((CARD_HOLD_DAYS * DAY_MS - heldMs) / DAY_MS));
}

/** A card order's figures in its minor units (domain/contracts/order-amounts.ts, cardFiguresInCents reads them off an answer). */
export interface CardFigures {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The shop picks the order: its card was held rather than charged. */
  toPick: boolean;
  totalCents: number;
  /** What the card holds or held; null while the gateway has not said. */
  authorizedCents: number | null;
  /** What the card was charged; null before. */
  capturedCents: number | null;
}

/**
 * A held card charged less than the order's final amount, as the desk, Manage Orders and the
 * owner's notice tell it (./change-text.ts, overAuthorizedText): the final, the hold, and the
 * capture that took all of it. The shop collects the rest another way or lets it go. Null for any
 * other order.
 */
export function shortCharge(order: CardFigures): { finalCents: number; authorizedCents: number; capture: Capture } | null {
  if (order.paymentStatus === 'authorized' || order.authorizedCents === null || order.capturedCents === null) return null;
  const capture = captureAmount(order.totalCents, order.authorizedCents);
  return capture.over && order.capturedCents === capture.amountCents
    ? { finalCents: order.totalCents, authorizedCents: order.authorizedCents, capture }
    : null;
}

/**
 * What a held card came to once its order was picked, as the customer is told it (./change-text.ts,
 * cardText): what it held and what it was charged (0: released uncharged). Null while it is held,
 * and for an order whose card was not held.
 */
export function heldCardOutcome(order: CardFigures): { authorizedCents: number; capture: Capture } | null {
  if (order.paymentMethod !== 'card' || !order.toPick || order.authorizedCents === null) return null;
  const { authorizedCents } = order;
  if (order.paymentStatus === 'released') return { authorizedCents, capture: captureAmount(0, authorizedCents) };
  if (order.capturedCents === null) return null;
  return { authorizedCents, capture: captureAmount(order.capturedCents, authorizedCents) };
}
