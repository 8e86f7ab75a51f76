import type { OrderRow } from '../../../db/schema/index.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { CardPayments } from '../payments/gateway.ts';
import { REFUND_FAILED_MESSAGE, refundGatewayFor } from '../orders/record-refund.ts';

/**
 * A change that made a charged card order cheaper gives the difference back through the gateway
 * that took it (Stripe), before anything is written: refused, and nothing changed, when it will
 * not. The idempotency key is the order's and what changes had given back before, so a retried
 * change gives back once, and no refund recorded later shares its key. The test gateway keeps no
 * money to give back: the change is only recorded.
 */
export async function giveBackToCard(
  payments: CardPayments,
  order: Pick<OrderRow, 'id' | 'paymentMethod' | 'paymentReference' | 'changeReturnedCents'>,
  amountCents: number,
): Promise<Outcome<void>> {
  const gateway = refundGatewayFor(payments, order);
  if (!gateway || !order.paymentReference) return done(undefined);
  try {
    await gateway.refund({
      reference: order.paymentReference,
      amountCents,
      idempotencyKey: `change-${order.id}-${order.changeReturnedCents}-${amountCents}`,
    });
  } catch (error) {
    return refused('gateway_failed', REFUND_FAILED_MESSAGE(error instanceof Error ? error.message : String(error)), {
      code: 'refund_failed',
    });
  }
  return done(undefined);
}
