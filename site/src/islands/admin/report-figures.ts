import type { HandOverType } from '../../../../domain/fulfilment/settings.ts';
import { formatDollars } from '../../../../domain/money.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import type { OrderChannel } from '../../../../domain/order-channel.ts';
import { type MessageKey, t } from '../../i18n/t.ts';
import { paymentMethodText } from '../orders/order-text.ts';
import type { ChartFigures } from './analytics-figures.ts';
import { countText, hourName, longDate, percentText, shortDate } from './figure-format.ts';
import type { SalesReport } from './report-store.ts';

/** The figures a report shows as cards, in the order an accountant reads them. */
export const SUMMARY_ROWS = [
  ['gross', 'admin-reports.gross'],
  ['discounts', 'admin-reports.discounts'],
  ['deliveryFees', 'admin-reports.deliveryFees'],
  ['total', 'admin-reports.total'],
  ['refunds', 'admin-reports.refunds'],
  ['refundedTax', 'admin-reports.refundedTax'],
  ['tax', 'admin-reports.tax'],
  ['tips', 'admin-reports.tips'],
  ['net', 'admin-reports.net'],
] as const satisfies readonly (readonly [string, MessageKey])[];

export type Figures = Omit<SalesReport['summary'], 'taxByRate'>;

/** Whether a row of the period has anything to show: orders placed, or money given back. */
export const hasActivity = (figures: Figures) => figures.orders > 0 || figures.refunds > 0;

/** A money table's rows: a label, then orders and each amount, formatted. */
export function figureRows<Key>(buckets: readonly (Figures & { key: Key })[], label: (key: Key) => string): string[][] {
  return buckets.map((bucket) => [
    label(bucket.key),
    countText(bucket.orders),
    formatDollars(bucket.gross),
    formatDollars(bucket.total),
    formatDollars(bucket.refunds),
    formatDollars(bucket.tax),
    formatDollars(bucket.tips),
    formatDollars(bucket.net),
  ]);
}

/** The money tables' header row; the first column names each row, so it has no heading of its own. */
export const figureColumns = () => [
  '',
  t('admin-analytics.orders'),
  t('admin-reports.columnGross'),
  t('admin-reports.columnTotal'),
  t('admin-reports.refunds'),
  t('admin-reports.tax'),
  t('admin-reports.tips'),
  t('admin-reports.net'),
];

/** The tax kept per rate, as a VAT return asks for it: rate, taxable amount, tax. */
export function rateRows(rates: SalesReport['summary']['taxByRate']): string[][] {
  return rates.map((line) => [percentText(line.rate), formatDollars(line.taxable), formatDollars(line.tax)]);
}
export const rateColumns = () => [t('admin-reports.rate'), t('admin-reports.taxable'), t('admin-reports.taxColumn')];

export const paymentName = (method: PaymentMethod) => paymentMethodText(method);
const HAND_OVER_NAMES = { delivery: 'admin-reports.delivery', pickup: 'admin-reports.pickup', dine_in: 'admin-reports.dineIn' } as const;
export const fulfilmentName = (type: HandOverType) => t(HAND_OVER_NAMES[type]);
export const channelName = (channel: OrderChannel) => t('admin-reports.channelName', { channel });

/** The charts an owner looks at: what each day and each hour took. */
export function reportCharts(report: SalesReport): [ChartFigures, ChartFigures] {
  const days = report.byDay;
  const hours = report.byHour.filter(hasActivity);
  return [
    {
      id: 'sales-per-day',
      title: t('admin-reports.totalPerDay'),
      kind: days.length > 1 ? 'line' : 'bar',
      format: 'money',
      labels: days.map((day) => shortDate(day.key)),
      values: days.map((day) => day.total),
      table: {
        columns: [t('admin-reports.day'), t('admin-reports.columnTotal')],
        rows: days.map((day) => [longDate(day.key), formatDollars(day.total)]),
      },
      summary: t('admin-reports.perDaySummary', { from: longDate(report.range.from), to: longDate(report.range.to) }),
    },
    {
      id: 'sales-by-hour',
      title: t('admin-reports.totalByHour'),
      kind: 'bar',
      format: 'money',
      labels: hours.map((hour) => hourName(hour.key)),
      values: hours.map((hour) => hour.total),
      table: {
        columns: [t('admin-reports.hour'), t('admin-reports.columnTotal')],
        rows: hours.map((hour) => [hourName(hour.key), formatDollars(hour.total)]),
      },
      summary: t('admin-reports.byHourSummary'),
    },
  ];
}
