import { Hono } from 'hono';
import { fieldErrors, firstIssueMessage } from '../../../domain/validation.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { ValidationError } from '../http/errors.ts';
import { dashboardStats, StatsQuery } from '../services/stats/dashboard-stats.ts';

/** GET /api/admin/stats (admin): the Dashboard's figures, counted in the shop's day (`?tz=`). */
export function adminStatsRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AuthEnv>();
  routes.get('/', requireAdmin(runtime), async (c) => {
    const query = StatsQuery.safeParse(c.req.query());
    if (!query.success) throw new ValidationError(firstIssueMessage(query.error), fieldErrors(query.error));
    const stats = await dashboardStats(runtime.db, { now: runtime.now(), tzOffset: query.data.tz });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: stats });
  });
  return routes;
}
