import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client.ts';
import { orders } from '../../../../db/schema/index.ts';
import type { Order } from '../../../../domain/order.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../../domain/order-status.ts';
import { loadOrders } from './load-orders.ts';

export const MAX_PAGE_SIZE = 100;

/** 'all' (what the admin's filter sends for no filter) and a missing value both mean any status. */
const statusFilter = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .enum(['all', '', ...values], { error: message })
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : (value as Values[number] | undefined)));

/** The query of GET /api/orders (admin). */
export const ListOrdersQuery = z.object({
  status: statusFilter(ORDER_STATUSES, `status must be one of: all, ${ORDER_STATUSES.join(', ')}.`),
  paymentStatus: statusFilter(PAYMENT_STATUSES, `paymentStatus must be one of: all, ${PAYMENT_STATUSES.join(', ')}.`),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be from 1 to ${MAX_PAGE_SIZE}.` })
    .int(`pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .min(1, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `pageSize must be from 1 to ${MAX_PAGE_SIZE}.`)
    .default(20),
});
export type ListOrdersQuery = z.output<typeof ListOrdersQuery>;

export interface OrderPage {
  orders: Order[];
  pagination: { page: number; pageSize: number; total: number };
}

/** Every customer's orders for the admin, filtered, newest first, one page at a time. */
export async function listOrders(db: Database, query: ListOrdersQuery): Promise<OrderPage> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
  );
  const [page, [counted]] = await Promise.all([
    loadOrders(db, { where, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: page, pagination: { page: query.page, pageSize: query.pageSize, total: counted?.total ?? 0 } };
}
