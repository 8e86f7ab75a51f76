import { formatDollars } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../domain/order-status.ts';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { longDate, shortDate, type ChartFigures } from './analytics-figures.ts';
import type { SalesReport } from './report-store.ts';

/** The figures a report shows as cards, in the order an accountant reads them. */
export const SUMMARY_ROWS = [
  ['gross', 'Gross sales'],
  ['discounts', 'Discounts'],
  ['deliveryFees', 'Delivery fees'],
  ['total', 'Total taken'],
  ['refunds', 'Refunds'],
  ['refundedTax', 'Tax refunded'],
  ['tax', 'Tax kept'],
  ['tips', 'Tips kept'],
  ['net', 'Net'],
] as const;

export type Figures = Omit<SalesReport['summary'], 'taxByRate'>;

/** Whether a row of the period has anything to show: orders placed, or money given back. */
export const hasActivity = (figures: Figures) => figures.orders > 0 || figures.refunds > 0;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A money table's rows: a label, then orders and each amount, formatted. */
export function figureRows<Key>(buckets: readonly (Figures & { key: Key })[], label: (key: Key) => string): string[][] {
  return buckets.map((bucket) => [
    label(bucket.key),
    String(bucket.orders),
    formatDollars(bucket.gross),
    formatDollars(bucket.total),
    formatDollars(bucket.refunds),
    formatDollars(bucket.tax),
    formatDollars(bucket.tips),
    formatDollars(bucket.net),
  ]);
}
export const FIGURE_COLUMNS = ['', 'Orders', 'Gross', 'Total', 'Refunds', 'Tax kept', 'Tips kept', 'Net'];

/** The tax kept per rate, as a VAT return asks for it: rate, taxable amount, tax. */
export function rateRows(rates: SalesReport['summary']['taxByRate']): string[][] {
  return rates.map((line) => [`${line.rate}%`, formatDollars(line.taxable), formatDollars(line.tax)]);
}
export const RATE_COLUMNS = ['Rate', 'Taxable (net)', 'Tax'];

export const weekdayName = (day: number) => WEEKDAYS[day] ?? String(day);
export const hourName = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
export const paymentName = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];
export const fulfilmentName = (type: FulfilmentType) => (type === 'pickup' ? 'Pickup' : 'Delivery');

/** The charts an owner looks at: what each day and each hour took. */
export function reportCharts(report: SalesReport): [ChartFigures, ChartFigures] {
  const days = report.byDay;
  const hours = report.byHour.filter(hasActivity);
  return [
    {
      id: 'sales-per-day',
      title: 'Total taken per day',
      kind: days.length > 1 ? 'line' : 'bar',
      format: 'money',
      labels: days.map((day) => shortDate(day.key)),
      values: days.map((day) => day.total),
      table: { columns: ['Day', 'Total'], rows: days.map((day) => [longDate(day.key), formatDollars(day.total)]) },
      summary: `Total taken per day from ${longDate(report.range.from)} to ${longDate(report.range.to)}.`,
    },
    {
      id: 'sales-by-hour',
      title: 'Total taken by hour of the day',
      kind: 'bar',
      format: 'money',
      labels: hours.map((hour) => hourName(hour.key)),
      values: hours.map((hour) => hour.total),
      table: { columns: ['Hour', 'Total'], rows: hours.map((hour) => [hourName(hour.key), formatDollars(hour.total)]) },
      summary: 'Total taken in each hour of the day that had orders, in the shop’s time zone.',
    },
  ];
}
