import { Hono } from 'hono';
import { ANALYTICS_MESSAGES } from '../../../domain/analytics.ts';
import { DashboardStatsAnswer, StatsQuery } from '../../../domain/contracts/reports.ts';
import { dashboardAnswer } from './stats-answer.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { dashboardStats } from './dashboard-stats.ts';

/** GET /api/admin/stats (admin): the Dashboard's figures, counted in the shop's day (`?tz=`). */
export function adminStatsRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().get(
    '/',
    documented({
      operationId: 'dashboardStats',
      summary: "The Dashboard's figures (admin)",
      description:
        "Today's orders and revenue (orders not cancelled), counted from the shop's midnight at offset `tz` (minutes east of UTC; the browser sends -getTimezoneOffset(); default 0); the pending orders of any day; the 5 latest orders; sign-in storms of the last day. With `location`, that location's orders only.",
      tags: ['Admin'],
      access: 'admin',
      responses: { 200: answer('The figures', DashboardStatsAnswer), 400: failure(`'${ANALYTICS_MESSAGES.tz}'`) },
    }),
    requireAdmin(runtime),
    queryOf(StatsQuery),
    async (c) => {
      const { tz, location } = c.req.valid('query');
      const stats = await dashboardStats(runtime.db, { now: runtime.now(), tzOffset: tz, locationId: location });
      return c.json({ success: true as const, data: dashboardAnswer(stats) }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
