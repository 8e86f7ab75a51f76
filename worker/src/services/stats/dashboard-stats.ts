import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client.ts';
import { orders } from '../../../../db/schema/index.ts';
import {
  dayBounds,
  MAX_TZ_OFFSET_MINUTES,
  MIN_TZ_OFFSET_MINUTES,
  RECENT_ORDERS_LIMIT,
  type DashboardStats,
} from '../../../../domain/dashboard-stats.ts';
import { centsToDollars } from '../../../../domain/money.ts';
import { orderReference } from '../../../../domain/order-status.ts';
import { NEWEST_FIRST } from '../orders/load-orders.ts';

const TZ_MESSAGE = `tz must be a whole number of minutes from ${MIN_TZ_OFFSET_MINUTES} to ${MAX_TZ_OFFSET_MINUTES}.`;

/** The query of GET /api/admin/stats: `tz`, the shop's offset east of UTC in minutes (default 0, UTC). */
export const StatsQuery = z.object({
  tz: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: TZ_MESSAGE }).int(TZ_MESSAGE).min(MIN_TZ_OFFSET_MINUTES, TZ_MESSAGE).max(MAX_TZ_OFFSET_MINUTES, TZ_MESSAGE).default(0),
  ),
});
export type StatsQuery = z.output<typeof StatsQuery>;

/**
 * The Dashboard's figures: today's orders and revenue (cancelled orders bring no revenue),
 * the pending orders of any day, and the latest orders. Three small queries, run together.
 */
export async function dashboardStats(db: Database, options: { now: number; tzOffset: number }): Promise<DashboardStats> {
  const { from, to } = dayBounds(options.now, options.tzOffset);
  const [[today], [pending], recent] = await Promise.all([
    db
      .select({
        orders: count(),
        revenueCents: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.totalCents} else 0 end), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(from)), lt(orders.createdAt, new Date(to)))),
    db.select({ total: count() }).from(orders).where(eq(orders.status, 'pending')),
    db
      .select({
        id: orders.id,
        customerName: orders.customerName,
        totalCents: orders.totalCents,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .orderBy(...NEWEST_FIRST)
      .limit(RECENT_ORDERS_LIMIT),
  ]);
  return {
    today: {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      tzOffset: options.tzOffset,
      orders: today?.orders ?? 0,
      revenue: centsToDollars(today?.revenueCents ?? 0),
    },
    pendingOrders: pending?.total ?? 0,
    recentOrders: recent.map((row) => ({
      _id: row.id,
      reference: orderReference(row.id),
      customerName: row.customerName,
      totalAmount: centsToDollars(row.totalCents),
      orderStatus: row.status,
      paymentStatus: row.paymentStatus,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
