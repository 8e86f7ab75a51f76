import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Order } from '../../../domain/order.ts';
import type { ListOrdersQuery } from '../../../domain/contracts/orders.ts';
import { loadOrders } from './load-orders.ts';

export interface OrderPage {
  orders: Order[];
  pagination: { page: number; pageSize: number; total: number };
}

/** Customers' orders for the team, filtered, within `atLocations` (worker/src/locations/work-locations.ts), newest first, one page at a time, as they stand at `now`. */
export async function listOrders(db: Database, query: ListOrdersQuery, atLocations: SQL | undefined, now: number): Promise<OrderPage> {
  const where = and(
    atLocations,
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
  );
  const [page, [counted]] = await Promise.all([
    loadOrders(db, { where, limit: query.pageSize, offset: (query.page - 1) * query.pageSize, now }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: page, pagination: { page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 } };
}
