import { z } from 'zod';
import { centsToDollars } from '../../../domain/money.ts';
import type { MoneyFigures, ReportBucket } from '../../../domain/reports.ts';
import { FULFILMENT_TYPES } from '../../../domain/fulfilment/settings.ts';
import { PAYMENT_METHODS } from '../../../domain/order-status.ts';
import type { FullSalesReport, ItemSales } from './sales-report.ts';
import { Count, dataAnswer, Dollars } from '../../../domain/contracts/envelope.ts';

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
      byFulfilment: z.array(Figures.extend({ key: z.enum(FULFILMENT_TYPES) })),
      byDish: z.array(Item),
      byCategory: z.array(Item),
      byOption: z.array(Item),
    })
    .meta({ id: 'SalesReport' }),
);

function figures(money: MoneyFigures) {
  return {
    orders: money.orders,
    gross: centsToDollars(money.gross),
    discounts: centsToDollars(money.discounts),
    deliveryFees: centsToDollars(money.deliveryFees),
    tax: centsToDollars(money.tax),
    tips: centsToDollars(money.tips),
    total: centsToDollars(money.total),
    refunds: centsToDollars(money.refunds),
    refundedTax: centsToDollars(money.refundedTax),
    refundedTips: centsToDollars(money.refundedTips),
    net: centsToDollars(money.net),
  };
}

const bucket = <Key>(entry: ReportBucket<Key>) => ({ key: entry.key, ...figures(entry) });
const item = (entry: ItemSales) => ({ ...entry, sales: centsToDollars(entry.sales) });

/** A report in cents → as the API speaks it (decimal amounts in the shop's currency). */
export function toSalesReportAnswer(report: FullSalesReport) {
  return {
    range: report.range,
    currency: report.currency,
    summary: {
      ...figures(report.summary),
      taxByRate: report.summary.taxByRate.map((line) => ({
        rate: line.rate,
        taxable: centsToDollars(line.taxable),
        tax: centsToDollars(line.tax),
      })),
    },
    byDay: report.byDay.map(bucket),
    byHour: report.byHour.map(bucket),
    byWeekday: report.byWeekday.map(bucket),
    byPaymentMethod: report.byPaymentMethod.map(bucket),
    byFulfilment: report.byFulfilment.map(bucket),
    byDish: report.byDish.map(item),
    byCategory: report.byCategory.map(item),
    byOption: report.byOption.map(item),
  };
}
