import { Hono } from 'hono';
import { resolveRange } from '../../../domain/analytics.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { ValidationError } from '../http/errors.ts';
import { analytics } from '../services/stats/analytics.ts';

/** GET /api/admin/analytics?from=&to=&tz= (admin): the Analytics screen's figures for a period. */
export function adminAnalyticsRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AuthEnv>();
  routes.get('/', requireAdmin(runtime), async (c) => {
    const checked = resolveRange({ from: c.req.query('from'), to: c.req.query('to'), tz: c.req.query('tz') }, runtime.now());
    if (!checked.ok) throw new ValidationError(checked.message, { [checked.field]: checked.message });
    const data = await analytics(runtime.db, checked.range);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data });
  });
  return routes;
}
