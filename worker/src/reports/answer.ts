import type { SalesReportData } from '../../../domain/contracts/reports.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { MoneyFigures, ReportBucket } from '../../../domain/reports.ts';
import type { FullSalesReport, ItemSales } from './sales-report.ts';

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
export function toSalesReportAnswer(report: FullSalesReport): SalesReportData {
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
    byChannel: report.byChannel.map(bucket),
    byDish: report.byDish.map(item),
    byCategory: report.byCategory.map(item),
    byOption: report.byOption.map(item),
  };
}
