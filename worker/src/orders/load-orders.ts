import { asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderExtraPayments, orderLinePicks, orderLines, orders, orderStatusHistory } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import { ORDER_UPDATE_MESSAGES } from '../../../domain/contracts/orders.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { toApiOrder } from './answer.ts';

/** Newest first; orders placed in the same millisecond in the order they were written. */
export const NEWEST_FIRST = [desc(orders.createdAt), desc(sql`${orders}.rowid`)] as const;

/**
 * Orders matching `where`, newest first, with their lines, history, picks and extras asked: five queries whatever
 * the number of orders. `limit`/`offset` page through them; `now` is the instant a replacement's
 * wait is read at (the server's clock when left out).
 */
export async function loadOrders(
  db: Database,
  options: { where?: SQL | undefined; limit?: number; offset?: number; now?: number | undefined } = {},
): Promise<Order[]> {
  let query = db
    .select({
      ...getTableColumns(orders),
      locationName: sql<string | null>`(select "name" from "locations" where "locations"."id" = ${orders.locationId})`,
    })
    .from(orders)
    .where(options.where)
    .orderBy(...NEWEST_FIRST)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history, picks, extras] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.id)),
    db.select().from(orderLinePicks).where(inArray(orderLinePicks.orderId, ids)).orderBy(asc(orderLinePicks.position)),
    db.select().from(orderExtraPayments).where(inArray(orderExtraPayments.orderId, ids)).orderBy(asc(orderExtraPayments.id)),
  ]);
  // The latest asked of each order: read in order, the last one stays.
  const latestExtra = new Map(extras.map((extra) => [extra.orderId, extra]));
  const linesByOrder = groupByOrder(lines);
  const historyByOrder = groupByOrder(history);
  const picksByOrder = groupByOrder(picks);
  return rows.map(({ locationName, ...row }) =>
    toApiOrder(
      row,
      linesByOrder.get(row.id) ?? [],
      historyByOrder.get(row.id) ?? [],
      locationName ?? '',
      picksByOrder.get(row.id) ?? [],
      options.now,
      latestExtra.get(row.id) ?? null,
    ),
  );
}

export async function loadOrder(db: Database, orderId: string, now?: number): Promise<Order | undefined> {
  const [order] = await loadOrders(db, { where: eq(orders.id, orderId), now });
  return order;
}

function groupByOrder<Row extends { orderId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/**
 * What decides which moves an order may make now: its status, how it is handed over and paid.
 * Read before a change is checked, and again to say why one was refused.
 */
export async function loadOrderStanding(db: Database, orderId: string) {
  return db
    .select({
      status: orders.status,
      fulfilmentType: orders.fulfilmentType,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      payLater: orders.payLater,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
}

/** What a card payment for the order asks: its total (or the hold of an order to pick) in minor units, and its currency. */
export async function loadOrderCharge(db: Database, orderId: string) {
  return db
    .select({ totalCents: orders.totalCents, authorizedCents: orders.authorizedCents, toPick: orders.toPick, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
}

/** An order just changed, as the answer shows it (at `now`); refused as not found when it is gone. */
export async function changedOrder(db: Database, orderId: string, now?: number): Promise<Outcome<Order>> {
  const order = await loadOrder(db, orderId, now);
  return order ? done(order) : orderNotFound();
}

export const orderNotFound = (): Refusal => refused('not_found', ORDER_UPDATE_MESSAGES.notFound);
