import { Hono } from 'hono';
import { ANALYTICS_MESSAGES } from '../../../domain/analytics.ts';
import { AnalyticsAnswer, AnalyticsQuery } from '../../../domain/contracts/reports.ts';
import { analyticsAnswer } from './stats-answer.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { analyticsFor } from './analytics.ts';

/** GET /api/admin/analytics?from=&to=&tz= (admin): the Analytics screen's figures for a period. */
export function adminAnalyticsRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>().get(
    '/',
    documented({
      operationId: 'analytics',
      summary: "The Analytics screen's figures for a period (admin)",
      description:
        "Orders and revenue per day (every day of the period, zeros included), orders by status, the top 5 dishes by quantity and the totals, counted in the shop's days at offset `tz`. Revenue, the average order value and the top dishes leave cancelled orders out. Amounts in dollars.",
      tags: ['Admin'],
      access: 'admin',
      responses: {
        200: answer('The figures', AnalyticsAnswer),
        400: failure(
          Object.values(ANALYTICS_MESSAGES)
            .map((message) => `'${message}'`)
            .join(', '),
        ),
      },
    }),
    requireAdmin(runtime),
    queryOf(AnalyticsQuery),
    async (c) => {
      const data = analyticsAnswer(valueOrRefusal(await analyticsFor(runtime.db, c.req.valid('query'), runtime.now())));
      return c.json({ success: true as const, data }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
