import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderExtraPayments } from '../../../db/schema/index.ts';
import type { PaymentEvent } from '../payments/gateway.ts';
import { markExtraPaid } from './pay-extra.ts';

/**
 * A gateway's event about the payment of an extra a change asked (./pay-extra.ts), not the
 * order's own payment: 'paid' in full marks the extra paid once, whatever the event's repeats. Answers
 * whether the event was about an extra (the webhook then keeps it and looks no further).
 */
export async function applyExtraPaymentEvent(db: Database, event: PaymentEvent, now: number): Promise<boolean> {
  if (!event.reference) return false;
  const extra = await db.select().from(orderExtraPayments).where(eq(orderExtraPayments.reference, event.reference)).get();
  if (!extra) return false;
  // Paid in full, as asked: a payment of another amount leaves the extra waiting for the owner to look.
  const inFull = event.amountCents === undefined || event.amountCents >= extra.amountCents;
  if (event.outcome === 'paid' && inFull && extra.status === 'requested')
    await markExtraPaid(db, { extraId: extra.id, orderId: extra.orderId, reference: event.reference, at: now, by: null });
  return true;
}
