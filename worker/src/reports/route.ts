import { Hono } from 'hono';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-form.ts';
import { ANALYTICS_MESSAGES } from '../../../domain/analytics.ts';
import { type CsvExportKind, ReportRangeQuery, SalesReportAnswer } from '../../../domain/contracts/reports.ts';
import { toSalesReportAnswer } from './answer.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, queryOf } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { ordersCsv } from './orders-csv.ts';
import { refundsCsv } from './refunds-csv.ts';
import { reportPeriod } from './report-period.ts';
import { salesReport } from './sales-report.ts';

const refusals = {
  400: failure(
    Object.values(ANALYTICS_MESSAGES)
      .filter((message) => !message.startsWith('tz'))
      .map((message) => `'${message}'`)
      .join(', '),
  ),
  404: failure(`'${LOCATION_MESSAGES.notFound}'`),
};

const csvAnswer = (what: string) => ({
  description: `${what}: RFC 4180, UTF-8 with a byte-order mark, CRLF; dates in the shop's time zone; a cell beginning with =, +, -, @ is prefixed with '`,
  content: { 'text/csv': { schema: { type: 'string' as const } } },
});

/**
 * The sales reports (admin, docs/product/reports.md): GET /api/admin/reports?from=&to=[&location=] for
 * the screen, and the period's orders, order lines or refunds as CSV for an accountant, each with
 * its location's name.
 */
export function adminReportRoutes(runtime: AuthRuntime) {
  function csvRoute(operationId: string, summary: string) {
    return [
      documented({ operationId, summary, tags: ['Admin'], access: 'admin', responses: { 200: csvAnswer(summary), ...refusals } }),
      requireAdmin(runtime),
      queryOf(ReportRangeQuery),
    ] as const;
  }

  const csv = (kind: CsvExportKind) => async (c: { req: { valid(target: 'query'): ReportRangeQuery } }) => {
    const { range } = valueOrRefusal(await reportPeriod(runtime.db, c.req.valid('query')));
    return new Response(kind === 'refunds' ? refundsCsv(runtime.db, range) : ordersCsv(runtime.db, range, kind), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${kind}-${range.from}-to-${range.to}${range.locationId === undefined ? '' : `-location-${range.locationId}`}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  };

  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'salesReport',
        summary: 'Sales for a period, in the shop’s days (admin)',
        description:
          "Gross, discounts, delivery fees, tax and tips kept (collected − refunded), refunds, total and net for the period, the tax kept per rate, and the same by day, hour and weekday in the shop's time zone, by payment method and by delivery or pickup; what sold by dish, category and option. Cancelled orders are left out. With `location`, that location's orders and refunds only, in its own days.",
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('The report', SalesReportAnswer), ...refusals },
      }),
      requireAdmin(runtime),
      queryOf(ReportRangeQuery),
      async (c) => {
        const { range, currency } = valueOrRefusal(await reportPeriod(runtime.db, c.req.valid('query')));
        const data = toSalesReportAnswer(await salesReport(runtime.db, range, currency));
        return c.json({ success: true as const, data }, 200, { 'Cache-Control': 'no-store' });
      },
    )
    .get('/orders.csv', ...csvRoute('ordersCsv', 'The orders of a period'), csv('orders'))
    .get('/order-lines.csv', ...csvRoute('orderLinesCsv', 'The order lines of a period'), csv('order-lines'))
    .get(
      '/refunds.csv',
      ...csvRoute('refundsCsv', 'The refunds recorded in a period, with what each gave back of tax, tip and fee'),
      csv('refunds'),
    );
}
