import { z } from 'zod';
import { LocationId } from '../locations/location-form.ts';
import { HAND_OVER_TYPES } from '../fulfilment/settings.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-status.ts';
import { ORDER_CHANNELS } from '../order-channel.ts';
import { MAX_TZ_OFFSET_MINUTES, MIN_TZ_OFFSET_MINUTES, parseTz, TZ_OFFSET_MESSAGE } from '../tz-offset.ts';
import { Count, dataAnswer, Dollars, IsoDate, IsoInstant } from './envelope.ts';

/**
 * The admin's figures as callers see them: the sales report and its CSV exports
 * (/api/admin/reports), the Dashboard's figures (/api/admin/stats) and the Analytics screen's
 * (/api/admin/analytics). The routes validate with these schemas, the OpenAPI document is
 * generated from them, and the site types its calls by them (types only). Types are derived,
 * never written beside them; domain/analytics.ts and domain/dashboard-stats.ts name their parts.
 */

/**
 * GET /api/admin/reports and its CSV exports: a period of the shop's days. Read as text here;
 * reportRange (domain/reports.ts) checks them with the Analytics screen's messages.
 */
export const ReportRangeQuery = z.object({
  from: z.string().describe("First day (YYYY-MM-DD) in the shop's time zone"),
  to: z.string().describe('Last day, included (YYYY-MM-DD)'),
  location: LocationId.optional().describe("One location's books, its days in its time zone; without it, every location's"),
});
export type ReportRangeQuery = z.output<typeof ReportRangeQuery>;

/** GET /api/admin/analytics. Read as text here; resolveRange (domain/analytics.ts) checks the values with the screen's messages. */
export const AnalyticsQuery = z.object({
  from: z.string().describe('First day (YYYY-MM-DD); default 29 days before `to`').optional(),
  to: z.string().describe("Last day, included (YYYY-MM-DD); default today in the shop's day").optional(),
  tz: z
    .string()
    .describe(
      `The shop's UTC offset in minutes east of UTC, ${MIN_TZ_OFFSET_MINUTES} to ${MAX_TZ_OFFSET_MINUTES} (the browser sends -getTimezoneOffset()); default 0`,
    )
    .optional(),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

/** GET /api/admin/stats: `tz`, the shop's offset east of UTC in minutes (default 0, UTC), as Analytics reads it. */
export const StatsQuery = z.object({
  tz: z
    .string()
    .describe("The shop's UTC offset in minutes east of UTC (the browser sends -getTimezoneOffset()); default 0")
    .optional()
    .transform((value, context) => {
      const tz = parseTz(value);
      if (tz === null) context.addIssue({ code: 'custom', message: TZ_OFFSET_MESSAGE });
      return tz ?? 0;
    }),
  location: LocationId.optional().describe("One location's figures; without it, the whole shop's"),
});
export type StatsQuery = z.input<typeof StatsQuery>;

const Figures = z.object({
  orders: Count.describe('Orders placed, cancelled ones left out'),
  gross: Dollars.describe('The dishes at their prices (Σ subtotal)'),
  discounts: Dollars,
  deliveryFees: Dollars,
  tax: Dollars.describe('Tax kept: collected (added or included) − given back by the refunds of the period'),
  tips: Dollars.describe('Tips kept: collected − given back'),
  total: Dollars.describe('What customers paid (Σ totalAmount)'),
  refunds: Dollars.describe('Given back in the period, by when the refund was recorded'),
  refundedTax: Dollars.describe(
    "The tax those refunds gave back (each refund's share of its order's tax, or the tax of the items it gave back)",
  ),
  refundedTips: Dollars.describe('The tips those refunds gave back'),
  net: Dollars.describe("The shop's own takings: total − refunds − tax kept − tips kept (an order refunded in full adds 0)"),
});
const RateFigures = z.object({
  rate: z.number().min(0).max(100).describe('Percent'),
  taxable: Dollars.describe('Kept at this rate, tax excluded (collected − refunded)'),
  tax: Dollars.describe('Tax kept at this rate (collected − refunded)'),
});
const Item = z.object({
  key: z.string(),
  name: z.string(),
  quantity: Count,
  sales: Dollars.describe('Price × quantity as ordered, before coupons'),
});

export const SalesReportAnswer = dataAnswer(
  z
    .object({
      range: z.object({
        from: z.string(),
        to: z.string(),
        timeZone: z.string().describe("The shop's time zone: the days and hours below are its own"),
      }),
      currency: z.string(),
      summary: Figures.extend({ taxByRate: z.array(RateFigures).describe('Per tax rate, what is kept: what a VAT return needs') }),
      byDay: z.array(Figures.extend({ key: z.string().describe('YYYY-MM-DD') })),
      byHour: z.array(Figures.extend({ key: z.int().min(0).max(23) })),
      byWeekday: z.array(Figures.extend({ key: z.int().min(0).max(6).describe('0 = Sunday') })),
      byPaymentMethod: z.array(Figures.extend({ key: z.enum(PAYMENT_METHODS) })),
      byFulfilment: z.array(Figures.extend({ key: z.enum(HAND_OVER_TYPES) })),
      byChannel: z
        .array(Figures.extend({ key: z.enum(ORDER_CHANNELS) }))
        .describe(
          "How the orders reached the shop: 'web' (the customer's own checkout), 'phone' or 'counter' (taken by the team), 'table'",
        ),
      byDish: z.array(Item),
      byCategory: z.array(Item),
      byOption: z.array(Item),
    })
    .meta({ id: 'SalesReport' }),
);
export type SalesReportAnswer = z.infer<typeof SalesReportAnswer>;
/** A report as the API speaks it (decimal amounts in the shop's currency). */
export type SalesReportData = SalesReportAnswer['data'];

/** The CSV exports of a period: the path under /api/admin/reports and its file's name. */
export const CSV_EXPORTS = ['orders', 'order-lines', 'refunds'] as const;
export type CsvExportKind = (typeof CSV_EXPORTS)[number];

const TzOffset = z.int().describe('Minutes east of UTC');
/** How many low products the Dashboard lists. */
export const LOW_STOCK_LISTED = 20;

export const DashboardStatsAnswer = dataAnswer(
  z.object({
    today: z.object({
      from: IsoInstant.describe("The day's first instant at the offset below"),
      to: IsoInstant.describe("The next day's first instant"),
      tzOffset: TzOffset,
      orders: Count.describe('Orders placed today, any status'),
      revenue: Dollars.describe("Dollars: totals of today's orders that are not cancelled, less what was refunded today"),
      refunds: Dollars.describe('Dollars: given back today, on orders of any day that are not cancelled'),
    }),
    pendingOrders: Count.describe('Orders whose status is pending, placed any day'),
    recentOrders: z
      .array(
        z.object({
          _id: z.string(),
          reference: z
            .string()
            .describe("The order's id's last 6 characters, upper case")
            .meta({ examples: ['A1B2C3'] }),
          customerName: z.string(),
          totalAmount: Dollars,
          orderStatus: z.enum(ORDER_STATUSES),
          paymentStatus: z.enum(PAYMENT_STATUSES),
          fulfilmentType: z
            .enum(HAND_OVER_TYPES)
            .describe("A pickup's handed-over status reads 'Collected' (absent from an older server)")
            .optional(),
          createdAt: IsoInstant,
        }),
      )
      .max(5)
      .describe('The latest orders, newest first'),
    signInStorms: z
      .array(
        z.object({
          kind: z
            .enum(['account', 'address'])
            .describe("'account': many wrong passwords for one account; 'address': one address trying many accounts"),
          target: z.string().describe("The account's e-mail, or the address"),
          failures: Count,
          lastAttemptAt: IsoInstant,
        }),
      )
      .describe('Accounts and addresses with a storm of failed sign-ins in the last day (empty when calm)'),
    guestFloods: z
      .array(
        z.object({
          kind: z
            .enum(['address', 'email', 'shop'])
            .describe("'address': many from one network; 'email': many to one inbox; 'shop': past the shop's ceiling a minute"),
          target: z.string().describe("The network or the e-mail; '' for the shop"),
          refused: Count,
          since: IsoInstant.describe('The first refusal counted'),
        }),
      )
      .describe('Guest orders refused in the last day by a limit (empty when calm; absent from older servers)')
      .optional(),
    lowStock: z
      .array(
        z.object({
          foodId: z.string(),
          name: z.string(),
          quantity: z.number().describe('What is left, in its unit'),
          lowAt: z.number(),
        }),
      )
      .max(LOW_STOCK_LISTED)
      .describe(
        `Tracked products at or below their low mark at the location (the first without \`location\`), fewest left first, at most ${LOW_STOCK_LISTED} (absent from older servers)`,
      )
      .optional(),
  }),
);
export type DashboardStatsAnswer = z.infer<typeof DashboardStatsAnswer>;

export const AnalyticsAnswer = dataAnswer(
  z.object({
    from: IsoDate,
    to: IsoDate,
    tz: TzOffset,
    days: z
      .array(
        z.object({
          date: IsoDate.describe("In the shop's day"),
          orders: Count.describe('Orders placed that day, whatever their status'),
          revenue: Dollars.describe("Dollars: the totals of that day's orders that are not cancelled"),
        }),
      )
      .max(366)
      .describe('Every day of the period, oldest first, empty days included'),
    byStatus: z
      .array(z.object({ status: z.enum(ORDER_STATUSES), orders: Count }))
      .describe('Every order status, in the usual order, zeros included'),
    topDishes: z
      .array(
        z.object({
          foodId: z.string(),
          name: z.string().describe("The name on the dish's latest order line in the period"),
          quantity: Count,
          revenue: Dollars.describe('Dollars: price × quantity as ordered (before coupons and delivery)'),
        }),
      )
      .max(5)
      .describe('The most sold dishes by quantity, from orders that are not cancelled'),
    totals: z.object({
      orders: Count,
      revenue: Dollars.describe('Dollars, cancelled orders excluded'),
      averageOrderValue: Dollars.describe('Dollars: revenue over the orders that are not cancelled (0 without any)'),
    }),
  }),
);
export type AnalyticsAnswer = z.infer<typeof AnalyticsAnswer>;
