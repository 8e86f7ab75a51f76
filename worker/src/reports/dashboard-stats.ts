import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, foods, orders, refunds, stockLevels } from '../../../db/schema/index.ts';
import { LOW_STOCK_LISTED } from '../../../domain/contracts/reports.ts';
import { fromMilli } from '../../../domain/stock.ts';
import { dayBounds, RECENT_ORDERS_LIMIT, type DashboardStats } from '../../../domain/dashboard-stats.ts';
import type { Cents } from '../../../domain/money.ts';
import { orderReference } from '../../../domain/order-status.ts';
import { listGuestFloods } from '../limits/guest-orders.ts';
import { listSignInStorms } from '../limits/login-backoff.ts';
import { NEWEST_FIRST } from '../orders/load-orders.ts';

/**
 * Tracked products at or below their low mark at a location, fewest left first. A product the
 * location has no row for has none: it is listed too.
 */
async function listLowStock(db: Database, locationId: number): Promise<NonNullable<DashboardStats['lowStock']>> {
  const rows = await db
    .select({
      foodId: foods.id,
      name: foods.name,
      quantityMilli: sql<number>`coalesce(${stockLevels.quantityMilli}, 0)`.mapWith(Number),
      lowAtMilli: foods.stockLowAtMilli,
    })
    .from(foods)
    .leftJoin(stockLevels, and(eq(stockLevels.foodId, foods.id), eq(stockLevels.locationId, locationId)))
    .where(and(eq(foods.stockTracked, true), sql`coalesce(${stockLevels.quantityMilli}, 0) <= ${foods.stockLowAtMilli}`))
    .orderBy(sql`coalesce(${stockLevels.quantityMilli}, 0)`, foods.name)
    .limit(LOW_STOCK_LISTED);
  return rows.map((row) => ({
    foodId: row.foodId,
    name: row.name,
    quantity: fromMilli(row.quantityMilli),
    lowAt: fromMilli(row.lowAtMilli),
  }));
}

/** The Dashboard's figures, amounts in cents (reports/stats-answer.ts writes them in dollars). */
export type DashboardFigures = Omit<DashboardStats, 'today' | 'recentOrders'> & {
  today: Omit<DashboardStats['today'], 'revenue' | 'refunds'> & { revenueCents: Cents; refundsCents: Cents };
  recentOrders: (Omit<DashboardStats['recentOrders'][number], 'totalAmount'> & { totalCents: Cents })[];
};

/**
 * The Dashboard's figures: today's orders and revenue (cancelled orders bring no revenue, and
 * what was given back today comes off it), the pending orders of any day, the latest orders, any
 * storm of failed sign-ins and any flood of guest orders. Small queries, run together.
 */
export async function dashboardStats(
  db: Database,
  options: { now: number; tzOffset: number; locationId?: number | undefined },
): Promise<DashboardFigures> {
  const { from, to } = dayBounds(options.now, options.tzOffset);
  // One location's figures, or the whole shop's.
  const atLocation = options.locationId === undefined ? undefined : eq(orders.locationId, options.locationId);
  const [[today], [refunded], [pending], recent, storms, guestFloods, lowStock] = await Promise.all([
    db
      .select({
        orders: count(),
        revenueCents: sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.totalCents} else 0 end), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(atLocation, gte(orders.createdAt, new Date(from)), lt(orders.createdAt, new Date(to)))),
    // Given back today, whichever day the order was placed (as the reports count refunds).
    db
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)`.mapWith(Number) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(atLocation, gte(refunds.createdAt, new Date(from)), lt(refunds.createdAt, new Date(to)), sql`${orders.status} <> 'cancelled'`),
      ),
    db
      .select({ total: count() })
      .from(orders)
      .where(and(atLocation, eq(orders.status, 'pending'))),
    db
      .select({
        id: orders.id,
        customerName: orders.customerName,
        totalCents: orders.totalCents,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
        fulfilmentType: orders.fulfilmentType,
      })
      .from(orders)
      .where(atLocation)
      .orderBy(...NEWEST_FIRST)
      .limit(RECENT_ORDERS_LIMIT),
    listSignInStorms(db, options.now),
    listGuestFloods(db, options.now),
    listLowStock(db, options.locationId ?? FIRST_LOCATION_ID),
  ]);
  return {
    today: {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      tzOffset: options.tzOffset,
      orders: today?.orders ?? 0,
      revenueCents: (today?.revenueCents ?? 0) - (refunded?.cents ?? 0),
      refundsCents: refunded?.cents ?? 0,
    },
    pendingOrders: pending?.total ?? 0,
    recentOrders: recent.map((row) => ({
      _id: row.id,
      reference: orderReference(row.id),
      customerName: row.customerName,
      totalCents: row.totalCents,
      orderStatus: row.status,
      paymentStatus: row.paymentStatus,
      fulfilmentType: row.fulfilmentType,
      createdAt: row.createdAt.toISOString(),
    })),
    signInStorms: storms.map((storm) => ({ ...storm, lastAttemptAt: storm.lastAttemptAt.toISOString() })),
    guestFloods,
    lowStock,
  };
}
