import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import type { Cents } from '../../../../../domain/money.ts';
import type { Order } from '../../../../../domain/order.ts';
import { type Settlement as SettlementKind, settleChange } from '../../../../../domain/order-change/settlement.ts';

/** What a change does to the money, with the amount the dialog says: the new total, or what goes back or is asked. */
export type Settlement = { kind: SettlementKind; amountCents: Cents };

/**
 * What saving would do to the money, worked out by the server's own rule
 * (domain/order-change/settlement.ts) from what the order answers: the card keeps the order's
 * total less an extra still asked and unpaid. The server's answer, from its own figures, is final.
 */
export function settlementOf(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'payLater' | 'customerEmail' | 'totalAmount' | 'extraPayment'>,
  afterCents: Cents,
): Settlement {
  const totalCents = amountInCents(order.totalAmount);
  const unpaidCents = order.extraPayment?.status === 'requested' ? amountInCents(order.extraPayment.amount) : 0;
  const decision = settleChange({
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    payLater: order.payLater,
    previousTotalCents: totalCents,
    totalCents: afterCents,
    cardPaidCents: totalCents - unpaidCents,
    hasEmail: order.customerEmail.trim() !== '',
  });
  return { kind: decision.settlement, amountCents: decision.settlement === 'collect_on_hand_over' ? afterCents : decision.amountCents };
}
