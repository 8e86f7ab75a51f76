import { and, count, desc, asc, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLines, orders } from '../../../db/schema/index.ts';
import {
  averageCents,
  datesOf,
  formatDay,
  resolveRange,
  TOP_DISHES_LIMIT,
  type AnalyticsRange,
  type AnalyticsStatusCount,
} from '../../../domain/analytics.ts';
import type { AnalyticsQuery } from '../../../domain/contracts/reports.ts';
import type { Cents } from '../../../domain/money.ts';
import { ORDER_STATUSES } from '../../../domain/order-status.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** The Analytics screen's figures, amounts in cents (reports/stats-answer.ts writes them in dollars). */
export interface AnalyticsFigures {
  from: string;
  to: string;
  tz: number;
  days: { date: string; orders: number; revenueCents: Cents }[];
  byStatus: AnalyticsStatusCount[];
  topDishes: { foodId: string; name: string; quantity: number; revenueCents: Cents }[];
  totals: { orders: number; revenueCents: Cents; averageOrderCents: Cents };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/analytics: the period asked for (default the last 30 days ending today at `tz`), or the field at fault. */
export async function analyticsFor(db: Database, query: AnalyticsQuery, now: number): Promise<Outcome<AnalyticsFigures>> {
  const checked = resolveRange(query, now);
  if (!checked.ok) return refused('invalid', checked.message, { errors: { [checked.field]: checked.message } });
  return done(await analytics(db, checked.range));
}

/**
 * The Analytics screen's figures for a checked period: three GROUP BY queries over the orders
 * placed in [startMs, endMs), run together; every amount is summed in cents by the database.
 * Cancelled orders count as orders but bring no revenue and sell no dishes.
 */
export async function analytics(db: Database, range: AnalyticsRange): Promise<AnalyticsFigures> {
  const inRange = and(gte(orders.createdAt, new Date(range.startMs)), lt(orders.createdAt, new Date(range.endMs)));
  const notCancelled = sql`${orders.status} <> 'cancelled'`;
  // The shop's day of each order: created_at (epoch ms) moved by the offset, in whole days. The
  // numbers are written into the SQL (a checked integer and a constant) so the division is an
  // integer one; bound JavaScript numbers may arrive as REAL.
  const shiftMs = sql.raw(String(Math.trunc(range.tz) * 60_000));
  const day = sql<number>`(${orders.createdAt} + ${shiftMs}) / ${sql.raw(String(DAY_MS))}`.mapWith(Number);

  const [perDay, perStatus, dishes] = await Promise.all([
    db
      .select({
        day,
        orders: count(),
        kept: sql<number>`sum(case when ${notCancelled} then 1 else 0 end)`.mapWith(Number),
        revenueCents: sql<number>`coalesce(sum(case when ${notCancelled} then ${orders.totalCents} else 0 end), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(inRange)
      .groupBy(day),
    db.select({ status: orders.status, orders: count() }).from(orders).where(inRange).groupBy(orders.status),
    topDishes(db, and(inRange, ne(orders.status, 'cancelled'))),
  ]);

  const byDay = new Map(perDay.map((row) => [formatDay(row.day), row]));
  let totalOrders = 0;
  let keptOrders = 0;
  let revenueCents = 0;
  for (const row of perDay) {
    totalOrders += row.orders;
    keptOrders += row.kept;
    revenueCents += row.revenueCents;
  }
  const statusCounts = new Map(perStatus.map((row) => [row.status, row.orders]));

  return {
    from: range.from,
    to: range.to,
    tz: range.tz,
    days: datesOf(range).map((date) => {
      const row = byDay.get(date);
      return { date, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
    }),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: statusCounts.get(status) ?? 0 })),
    topDishes: dishes.map((dish) => ({
      foodId: dish.foodId,
      name: dish.name,
      quantity: dish.quantity,
      revenueCents: dish.revenueCents,
    })),
    totals: {
      orders: totalOrders,
      revenueCents,
      averageOrderCents: averageCents(revenueCents, keptOrders),
    },
  };
}

function topDishes(db: Database, where: ReturnType<typeof and>) {
  const quantity = sql<number>`sum(${orderLines.quantity})`.mapWith(Number);
  const revenueCents = sql<number>`sum(${orderLines.priceCents} * ${orderLines.quantity})`.mapWith(Number);
  return db
    .select({
      foodId: orderLines.foodId,
      // SQLite takes a bare column from the row that max() picked: the name on the latest order,
      // so a dish renamed during the period shows its current name.
      name: orderLines.name,
      latest: sql`max(${orders.createdAt})`,
      quantity,
      revenueCents,
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(where)
    .groupBy(orderLines.foodId)
    .orderBy(desc(quantity), desc(revenueCents), asc(orderLines.foodId))
    .limit(TOP_DISHES_LIMIT);
}
