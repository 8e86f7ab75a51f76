import { z } from 'zod';
import { centsToDollars } from '../../../domain/money.ts';
import type { MoneyFigures, ReportBucket } from '../../../domain/reports.ts';
import { FULFILMENT_TYPES } from '../../../domain/fulfilment/settings.ts';
import { PAYMENT_METHODS } from '../../../domain/order-status.ts';
import type { FullSalesReport, ItemSales } from '../services/reports/sales-report.ts';
import { Count, dataAnswer, Dollars } from './envelope.ts';

const Figures = z.object({
  orders: Count.describe('Orders placed, cancelled ones left out'),
  gross: Dollars.describe('The dishes at their prices (Σ subtotal)'),
  discounts: Dollars,
  deliveryFees: Dollars,
  tax: Dollars.describe('Tax collected, added or included'),
  tips: Dollars,
  total: Dollars.describe('What customers paid (Σ totalAmount)'),
  refunds: Dollars.describe('Given back in the period, by when the refund was recorded'),
  net: Dollars.describe("The shop's own takings: total − tax − tips − refunds"),
});
const Item = z.object({ key: z.string(), name: z.string(), quantity: Count, sales: Dollars.describe('Price × quantity as ordered, before coupons') });

export const SalesReportAnswer = dataAnswer(
  z
    .object({
      range: z.object({ from: z.string(), to: z.string(), timeZone: z.string().describe("The shop's time zone: the days and hours below are its own") }),
      currency: z.string(),
      summary: Figures,
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
    summary: figures(report.summary),
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
