import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { orders, type UserRow } from '../../../db/schema/index.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import type { RefundSplit } from '../../../domain/refund-split.ts';
import { refundedStatus } from '../../../domain/refunds.ts';
import { orderMailWhile } from '../mail/order-mails.ts';
import { historyLineWhile } from './history-line.ts';

export interface RefundRecord {
  orderId: string;
  customerEmail: string;
  /** What the order had given back when the split was judged: every statement holds only while it still has. */
  refundedBefore: number;
  totalCents: number;
  split: RefundSplit;
  note: string;
  by: Pick<UserRow, 'id' | 'displayName'> | null;
  at: number;
  /** More that must hold of the order's row for the refund to be written. */
  guard?: SQL;
  /** Whether the customer is told by mail (a rejected order's mail already says so). */
  mail?: boolean;
}

/** The refunded amount and payment status the order has once the refund is written. */
export function refundedOrder(record: Pick<RefundRecord, 'refundedBefore' | 'totalCents' | 'split'>): {
  refundedCents: number;
  paymentStatus: 'partially_refunded' | 'refunded';
} {
  const refundedCents = record.refundedBefore + record.split.amount;
  return { refundedCents, paymentStatus: refundedStatus(refundedCents, record.totalCents) };
}

/**
 * A refund's statements, for one batch: the refund with its split, the chosen items marked given
 * back, a payment line in the order's history, the customer's mail, and the order's refunded
 * amount and payment status. Each holds only while the order has given back exactly what the
 * split was judged from, so a refund racing another for the same order writes nothing and is
 * judged again: the batch's last result is empty then.
 */
export function refundStatements(db: Database, record: RefundRecord): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const { refundedCents, paymentStatus } = refundedOrder(record);
  return [
    ...refundRecordStatements(db, record),
    // Last: the statements before it judge the order as it was. Its rows say whether the refund was written.
    db
      .update(orders)
      .set({ refundedCents, paymentStatus, updatedAt: new Date(record.at) })
      .where(refundHolds(record))
      .returning({ id: orders.id }),
  ];
}

function refundHolds(record: RefundRecord): SQL {
  return sql`"id" = ${record.orderId} and "refunded_cents" = ${record.refundedBefore}${record.guard ? sql` and ${record.guard}` : sql``}`;
}

/**
 * The refund's statements but the order's own update, for a change that updates the order itself
 * in the same batch (a rejected order: its status, refunded amount and payment at once), after these.
 */
export function refundRecordStatements(db: Database, record: RefundRecord): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const { orderId, split, at } = record;
  const status = refundedOrder(record).paymentStatus;
  const holds = refundHolds(record);
  const whileHolds = sql`exists (select 1 from "orders" where ${holds})`;
  return [
    batchStatement(
      db,
      sql`insert into "refunds" ("order_id", "amount_cents", "note", "created_at", "created_by", "tax_cents", "tip_cents", "delivery_fee_cents", "tax_lines", "lines")
      select ${orderId}, ${split.amount}, ${record.note}, ${at}, ${record.by?.id ?? null}, ${split.tax}, ${split.tip}, ${split.deliveryFee}, ${JSON.stringify(split.taxLines)}, ${JSON.stringify(split.lines)}
      where ${whileHolds}`,
    ),
    ...split.lines.map((line) =>
      batchStatement(
        db,
        sql`update "order_lines" set "refunded_quantity" = "refunded_quantity" + ${line.quantity}
        where "order_id" = ${orderId} and "position" = ${line.position} and "refunded_quantity" + ${line.quantity} <= "quantity" and ${whileHolds}`,
      ),
    ),
    historyLineWhile(db, { orderId, kind: 'payment', status, at, by: record.by }, holds),
    ...(record.mail === false
      ? []
      : [
          orderMailWhile(db, 'order_refunded', { id: orderId, customerEmail: record.customerEmail }, at, holds, {
            amountMinor: split.amount,
          }),
        ]),
  ];
}
