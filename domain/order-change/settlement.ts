import type { PaymentMethod, PaymentStatus } from '../order-status.ts';

/**
 * What a change of a placed order does to its money (docs/product/counter-orders.md, "Changing a
 * placed order"): nothing, the new total taken at hand-over, the difference given back to the
 * card, or the extra asked of the customer by a payment link (taken at hand-over when they have
 * no e-mail to send it to).
 */
export const SETTLEMENTS = ['none', 'collect_on_hand_over', 'refunded', 'payment_link', 'collect_extra_on_hand_over'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** requested: waiting for the customer; paid; withdrawn: a later change asked another amount, or none. */
export const EXTRA_PAYMENT_STATUSES = ['requested', 'paid', 'withdrawn'] as const;
export type ExtraPaymentStatus = (typeof EXTRA_PAYMENT_STATUSES)[number];

/** The order's money as a change is settled from. */
export interface MoneyStanding {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  payLater: boolean;
  previousTotalCents: number;
  totalCents: number;
  /** What the card has paid for the order and still keeps for it: its charge, extras paid, less what changes gave back. */
  cardPaidCents: number;
  /** The customer has an e-mail to send a payment link to. */
  hasEmail: boolean;
}

export interface SettlementDecision {
  settlement: Settlement;
  /** Given back to the card ('refunded'), or the extra asked ('payment_link', 'collect_extra_on_hand_over'); else 0. */
  amountCents: number;
  /** An extra requested before is withdrawn: every change of a card order paid replaces or ends it. */
  withdrawsRequest: boolean;
}

/** A card the gateway has charged, whose money the shop holds (some of it may have been refunded since). */
export function cardCharged(standing: Pick<MoneyStanding, 'paymentMethod' | 'paymentStatus' | 'payLater'>): boolean {
  return (
    standing.paymentMethod === 'card' &&
    !standing.payLater &&
    (standing.paymentStatus === 'completed' || standing.paymentStatus === 'partially_refunded')
  );
}

/**
 * How a change is settled. A card charged is squared with what it paid: a lower total gives the
 * difference back, a higher one asks for the extra. Anything else (cash, UPI, paid later, a card
 * only held, which is charged the new total once picked) takes the new total at hand-over.
 */
export function settleChange(standing: MoneyStanding): SettlementDecision {
  if (cardCharged(standing)) {
    const due = standing.totalCents - standing.cardPaidCents;
    if (due < 0) return { settlement: 'refunded', amountCents: -due, withdrawsRequest: true };
    if (due > 0)
      return { settlement: standing.hasEmail ? 'payment_link' : 'collect_extra_on_hand_over', amountCents: due, withdrawsRequest: true };
    return { settlement: 'none', amountCents: 0, withdrawsRequest: true };
  }
  const settlement = standing.totalCents === standing.previousTotalCents ? 'none' : 'collect_on_hand_over';
  return { settlement, amountCents: 0, withdrawsRequest: false };
}

/** Whether the desk's Ready waits for the extra: the owner asks it, and one is requested and unpaid. */
export function kitchenWaitsForExtra(kitchenWaits: boolean, extra: { status: ExtraPaymentStatus } | null): boolean {
  return kitchenWaits && extra?.status === 'requested';
}
