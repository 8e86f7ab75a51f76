import type { Analytics } from '../../../domain/analytics.ts';
import type { DashboardStats } from '../../../domain/dashboard-stats.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { AnalyticsFigures } from './analytics.ts';
import type { DashboardFigures } from './dashboard-stats.ts';

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
