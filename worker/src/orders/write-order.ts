import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { orderLines, orders, orderStatusHistory, type OrderRow } from '../../../db/schema/index.ts';
import { COUPON_MESSAGES } from '../../../domain/coupons.ts';
import { SLOT_FULL_MESSAGE } from '../../../domain/fulfilment/decide.ts';
import { type Done, done, type Outcome, refused } from '../outcome.ts';
import { violates } from '../constraint-failures.ts';
import { batchStatement, flat } from '../../../db/flat-statement.ts';
import { insertRows } from './insert-rows.ts';
import { type PricedLine, stockShortRefusal } from './price-order.ts';
import { firstShortfall } from '../../../domain/stock.ts';
import { readStockAt } from '../stock/read-stock.ts';
import type { OrderHistoryFields } from './answer.ts';

export interface NewOrder {
  order: OrderRow;
  lines: PricedLine[];
  history: OrderHistoryFields[];
  /** The location's slot it takes a place in, with the slot's capacity now. */
  slot?: { locationId: number; start: number; capacity: number } | undefined;
}

/**
 * Writes an order, its lines, its first status history, the coupon's use and the statements that
 * must commit with it (its idempotency key, its count towards the rate limit) in one batch (one
 * transaction). The coupon's CHECK refuses a use beyond its
 * limit, failing the whole batch, so a one-use coupon holds when two orders race for it; the
 * slot's CHECK does the same for the last place in a time slot; either is answered as a refusal.
 * Statements are flat (db/flat-statement.ts): this is the shop's busiest write.
 */
export async function writeOrder(db: Database, order: NewOrder, alongside: readonly BatchItem<'sqlite'>[] = []): Promise<Outcome<void>> {
  const { id, couponCode, updatedAt } = order.order;
  const rest: BatchItem<'sqlite'>[] = [
    batchStatement(
      db,
      insertRows(
        orderLines,
        order.lines.map((line) => ({ orderId: id, ...line })),
      ),
    ),
    batchStatement(
      db,
      insertRows(
        orderStatusHistory,
        order.history.map((change) => ({ orderId: id, ...change })),
      ),
    ),
  ];
  if (couponCode) {
    rest.push(
      batchStatement(
        db,
        flat`update "coupons" set "used_count" = "used_count" + 1, "updated_at" = ${updatedAt.getTime()} where "code" = ${couponCode}`,
      ),
    );
  }
  if (order.slot) {
    const { locationId, start, capacity } = order.slot;
    rest.push(
      batchStatement(
        db,
        flat`insert into "slot_bookings" ("location_id", "slot_start", "orders", "capacity") values (${locationId}, ${start}, 1, ${capacity})
          on conflict ("location_id", "slot_start") do update set "orders" = "orders" + 1, "capacity" = excluded."capacity"`,
      ),
    );
  }
  const taken = stockTaken(order.lines);
  for (const [foodId, milli] of taken) {
    rest.push(
      batchStatement(
        db,
        flat`update "stock_levels" set "quantity_milli" = "quantity_milli" - ${milli} where "food_id" = ${foodId} and "location_id" = ${order.order.locationId}`,
      ),
    );
  }
  rest.push(...alongside);
  try {
    await db.batch([batchStatement(db, insertRows(orders, [order.order])), ...rest]);
  } catch (error) {
    if (violates(error, 'coupons_usage_within_limit')) return refused('invalid', COUPON_MESSAGES.usedUp, { code: 'coupon_not_applicable' });
    if (violates(error, 'slot_bookings_within_capacity')) return refused('conflict', SLOT_FULL_MESSAGE);
    if (violates(error, 'stock_levels_not_negative')) return stockRanShort(db, order, taken);
    throw error;
  }
  return WRITTEN;
}

/** What the order's lines take from each tracked product's stock, thousandths by product. */
function stockTaken(lines: readonly PricedLine[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines) {
    if (line.stockTakenMilli > 0) taken.set(line.foodId, (taken.get(line.foodId) ?? 0) + line.stockTakenMilli);
  }
  return taken;
}

/** Another order took the last ones first: the refusal names the product and what is left now. */
async function stockRanShort(db: Database, order: NewOrder, taken: ReadonlyMap<string, number>): Promise<Outcome<void>> {
  const now = await readStockAt(db, order.order.locationId);
  const short = firstShortfall(taken, (foodId) => now.get(foodId) ?? 0);
  const productId = short?.productId ?? [...taken.keys()][0]!;
  const name = order.lines.find((line) => line.foodId === productId)?.name ?? productId;
  return stockShortRefusal(name, productId, short?.leftMilli ?? 0);
}

/** One answer for every order written: the busiest write allocates nothing to say so. */
const WRITTEN: Done<void> = done(undefined);

/** An id's random part: 64 bits, so one order's id says nothing about another's. */
const RANDOM_BYTES = 8;
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Random bytes drawn for 256 ids at once: each getRandomValues call costs more than an id needs. */
let randomPool = new Uint8Array(0);
let poolOffset = 0;

/**
 * A 24-character lowercase hex id: the second it is made at (8 digits), then 64 random bits.
 * Time first puts a new order's row and index entries (and its lines' and history's) at the end
 * of their B-trees, on pages the last orders already wrote, instead of on a random page each:
 * fewer pages to write per commit. Its reference (domain/order-status.ts) is its random end.
 */
export function newOrderId(now: number): string {
  if (poolOffset + RANDOM_BYTES > randomPool.length) {
    randomPool = crypto.getRandomValues(new Uint8Array(RANDOM_BYTES * 256));
    poolOffset = 0;
  }
  let hex = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  for (let index = poolOffset; index < poolOffset + RANDOM_BYTES; index++) hex += HEX_BYTES[randomPool[index]!];
  poolOffset += RANDOM_BYTES;
  return hex;
}
