import { Hono } from 'hono';
import { z } from 'zod';
import { ANALYTICS_MESSAGES, resolveRange } from '../../../domain/analytics.ts';
import { MAX_TZ_OFFSET_MINUTES, MIN_TZ_OFFSET_MINUTES } from '../../../domain/dashboard-stats.ts';
import { AnalyticsAnswer, analyticsAnswer } from './stats-answer.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { ValidationError } from '../http/errors.ts';
import { analytics } from './analytics.ts';

/** Read as text here; resolveRange checks the values with the Analytics screen's messages. */
const AnalyticsQuery = z.object({
  from: z.string().describe('First day (YYYY-MM-DD); default 29 days before `to`').optional(),
  to: z.string().describe("Last day, included (YYYY-MM-DD); default today in the shop's day").optional(),
  tz: z
    .string()
    .describe(
      `The shop's UTC offset in minutes east of UTC, ${MIN_TZ_OFFSET_MINUTES} to ${MAX_TZ_OFFSET_MINUTES} (the browser sends -getTimezoneOffset()); default 0`,
    )
    .optional(),
});

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
      const checked = resolveRange(c.req.valid('query'), runtime.now());
      if (!checked.ok) throw new ValidationError(checked.message, { [checked.field]: checked.message });
      const data = analyticsAnswer(await analytics(runtime.db, checked.range));
      return c.json({ success: true as const, data }, 200, { 'Cache-Control': 'no-store' });
    },
  );
}
