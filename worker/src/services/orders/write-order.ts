import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../../db/client.ts';
import { orderLines, orders, orderStatusHistory, type OrderRow } from '../../../../db/schema/index.ts';
import { COUPON_MESSAGES } from '../../../../domain/coupons.ts';
import { AppError } from '../../http/errors.ts';
import { batchStatement } from './batch-statement.ts';
import { insertRows } from './insert-rows.ts';
import type { PricedLine } from './price-order.ts';
import type { OrderHistoryFields } from './to-api-order.ts';

export interface NewOrder {
  order: OrderRow;
  lines: PricedLine[];
  history: OrderHistoryFields[];
}

/**
 * Writes an order, its lines, its first status history, the coupon's use and the statements that
 * must commit with it (its idempotency key, its count towards the rate limit) in one batch (one
 * transaction). The coupon's CHECK refuses a use beyond its
 * limit, failing the whole batch, so a one-use coupon holds when two orders race for it.
 * Statements are flat SQL templates (insert-rows.ts): this is the shop's busiest write.
 */
export async function writeOrder(db: Database, order: NewOrder, alongside: readonly BatchItem<'sqlite'>[] = []): Promise<void> {
  const { id, couponCode, updatedAt } = order.order;
  const rest: BatchItem<'sqlite'>[] = [
    batchStatement(db, insertRows(orderLines, order.lines.map((line) => ({ orderId: id, ...line })))),
    batchStatement(db, insertRows(orderStatusHistory, order.history.map((change) => ({ orderId: id, ...change })))),
  ];
  if (couponCode) {
    rest.push(batchStatement(db, sql`update "coupons" set "used_count" = "used_count" + 1, "updated_at" = ${updatedAt.getTime()} where "code" = ${couponCode}`));
  }
  rest.push(...alongside);
  try {
    await db.batch([batchStatement(db, insertRows(orders, [order.order])), ...rest]);
  } catch (error) {
    if (isCouponLimitViolation(error)) throw new AppError(400, 'coupon_not_applicable', COUPON_MESSAGES.usedUp);
    throw error;
  }
}

/** A 24-character lowercase hex id (96 random bits). */
export function newOrderId(): string {
  let hex = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(12))) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function isCouponLimitViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/CHECK constraint failed: .*coupons_usage_within_limit/i.test(current.message)) return true;
  }
  return false;
}
