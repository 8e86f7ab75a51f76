import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  orderExtraPayments,
  orderLines,
  orders,
  type OrderExtraPaymentRow,
  type OrderLineRow,
  type OrderRow,
} from '../../../db/schema/index.ts';
import type { ComparedLine } from '../../../domain/order-change/change-record.ts';
import { fromMilli } from '../../../domain/stock.ts';

/** An order as a change is judged from: its row, its lines, the extra it asks now and what its customer paid of extras. */
export interface ChangeBasis {
  row: OrderRow;
  lines: OrderLineRow[];
  /** The extra requested and not yet paid, if any. */
  requested: OrderExtraPaymentRow | undefined;
  paidExtrasCents: number;
}

export async function readChangeBasis(db: Database, orderId: string): Promise<ChangeBasis | undefined> {
  const [row, lines, requested, paid] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)).get(),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderExtraPayments)
      .where(and(eq(orderExtraPayments.orderId, orderId), eq(orderExtraPayments.status, 'requested')))
      .get(),
    db
      .select({ cents: sql<number>`coalesce(sum(${orderExtraPayments.amountCents}), 0)`.mapWith(Number) })
      .from(orderExtraPayments)
      .where(and(eq(orderExtraPayments.orderId, orderId), eq(orderExtraPayments.status, 'paid')))
      .get(),
  ]);
  return row ? { row, lines, requested, paidExtrasCents: paid?.cents ?? 0 } : undefined;
}

/** A stored line as a change compares it: a weight in its unit, else items. */
export function comparedLine(
  line: Pick<OrderLineRow, 'foodId' | 'name' | 'quantity' | 'weightMilli' | 'weightUnit' | 'options'>,
): ComparedLine {
  const weighed = line.weightMilli !== null;
  return {
    productId: line.foodId,
    name: line.name,
    quantity: weighed ? fromMilli(line.weightMilli!) : line.quantity,
    unit: weighed ? line.weightUnit : null,
    optionIds: line.options.map((option) => option.id),
    options: line.options.map((option) => option.name),
  };
}
