import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLines, orders, refunds, type OrderRow } from '../../../db/schema/index.ts';
import { keptParts, type KeptParts, type RefundableOrder } from '../../../domain/refund-split.ts';

/** An order as a refund is judged from: its parts, what is still kept of each, and its payment. */
export interface RefundBasis {
  row: Pick<
    OrderRow,
    | 'id'
    | 'customerEmail'
    | 'currency'
    | 'paymentMethod'
    | 'paymentReference'
    | 'paymentStatus'
    | 'payLater'
    | 'totalCents'
    | 'refundedCents'
    | 'changeReturnedCents'
    | 'status'
    | 'updatedAt'
  >;
  order: RefundableOrder;
  kept: KeptParts;
}

/** The order, its lines and its refunds so far, read for one refund (undefined: no such order). */
export async function loadRefundBasis(db: Database, orderId: string): Promise<RefundBasis | undefined> {
  const [row, lines, given] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)).get(),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    db
      .select({ taxLines: refunds.taxLines, tip: refunds.tipCents, deliveryFee: refunds.deliveryFeeCents })
      .from(refunds)
      .where(eq(refunds.orderId, orderId)),
  ]);
  if (!row) return undefined;
  const order: RefundableOrder = {
    taxMode: row.taxMode,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    deliveryFeeCents: row.deliveryFeeCents,
    tipCents: row.tipCents,
    totalCents: row.totalCents,
    taxLines: row.taxLines,
    lines: lines.map((line) => ({
      position: line.position,
      name: line.name,
      priceCents: line.priceCents,
      quantity: line.quantity,
      taxRate: line.taxRate,
      refundedQuantity: line.refundedQuantity,
      weightMilli: line.weightMilli,
    })),
  };
  return { row, order, kept: keptParts(order, given) };
}
