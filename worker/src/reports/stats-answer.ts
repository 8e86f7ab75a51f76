import { z } from 'zod';
import type { Analytics } from '../../../domain/analytics.ts';
import type { DashboardStats } from '../../../domain/dashboard-stats.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { AnalyticsFigures } from './analytics.ts';
import type { DashboardFigures } from './dashboard-stats.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/order-status.ts';
import { FULFILMENT_TYPES } from '../../../domain/fulfilment/settings.ts';
import { Count, dataAnswer, Dollars, IsoDate, IsoInstant } from '../../../domain/contracts/envelope.ts';

const TzOffset = z.int().describe('Minutes east of UTC');

export const DashboardStatsAnswer = dataAnswer(
  z.object({
    today: z.object({
      from: IsoInstant,
      to: IsoInstant,
      tzOffset: TzOffset,
      orders: Count.describe('Orders placed today, any status'),
      revenue: Dollars.describe("Dollars: totals of today's orders that are not cancelled, less what was refunded today"),
      refunds: Dollars.describe('Dollars: given back today, on orders of any day that are not cancelled'),
    }),
    pendingOrders: Count,
    recentOrders: z
      .array(
        z.object({
          _id: z.string(),
          reference: z.string().meta({ examples: ['A1B2C3'] }),
          customerName: z.string(),
          totalAmount: Dollars,
          orderStatus: z.enum(ORDER_STATUSES),
          paymentStatus: z.enum(PAYMENT_STATUSES),
          fulfilmentType: z.enum(FULFILMENT_TYPES).optional(),
          createdAt: IsoInstant,
        }),
      )
      .max(5),
    signInStorms: z.array(
      z.object({ kind: z.enum(['account', 'address']), target: z.string(), failures: Count, lastAttemptAt: IsoInstant }),
    ),
    guestFloods: z
      .array(z.object({ kind: z.enum(['address', 'email', 'shop']), target: z.string(), refused: Count, since: IsoInstant }))
      .optional(),
  }) satisfies z.ZodType<DashboardStats>,
);

export const AnalyticsAnswer = dataAnswer(
  z.object({
    from: IsoDate,
    to: IsoDate,
    tz: TzOffset,
    days: z.array(z.object({ date: IsoDate, orders: Count, revenue: Dollars })).max(366),
    byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: Count })),
    topDishes: z.array(z.object({ foodId: z.string(), name: z.string(), quantity: Count, revenue: Dollars })).max(5),
    totals: z.object({ orders: Count, revenue: Dollars, averageOrderValue: Dollars }),
  }) satisfies z.ZodType<Analytics>,
);

export function dashboardAnswer({ today, recentOrders, ...rest }: DashboardFigures): DashboardStats {
  const { revenueCents, refundsCents, ...counts } = today;
  return {
    ...rest,
    today: { ...counts, revenue: centsToDollars(revenueCents), refunds: centsToDollars(refundsCents) },
    recentOrders: recentOrders.map(({ totalCents, ...order }) => ({ ...order, totalAmount: centsToDollars(totalCents) })),
  };
}

export function analyticsAnswer({ days, topDishes, totals, ...rest }: AnalyticsFigures): Analytics {
  return {
    ...rest,
    days: days.map(({ revenueCents, ...day }) => ({ ...day, revenue: centsToDollars(revenueCents) })),
    topDishes: topDishes.map(({ revenueCents, ...dish }) => ({ ...dish, revenue: centsToDollars(revenueCents) })),
    totals: {
      orders: totals.orders,
      revenue: centsToDollars(totals.revenueCents),
      averageOrderValue: centsToDollars(totals.averageOrderCents),
    },
  };
}
