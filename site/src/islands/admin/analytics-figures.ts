import type { Analytics } from '../../../../domain/analytics.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { orderStatusTone, type StatusTone } from '../../../../domain/order-status.ts';
import { t } from '../../i18n/t.ts';
import { orderStatusText } from '../orders/order-text.ts';
import { countText, listText, longDate, shortDate } from './figure-format.ts';

/**
 * What each Analytics chart shows, as plain data: its labels and values for the canvas, the rows
 * of the table that says the same in text, and a one-sentence summary for its accessible name.
 * No Chart.js here, so the screen can render tables and summaries before the library arrives.
 */

export type ChartKind = 'line' | 'bar' | 'horizontalBar';
export type ValueFormat = 'money' | 'count';

export interface ChartFigures {
  id: 'revenue-per-day' | 'orders-per-day' | 'orders-by-status' | 'top-dishes' | 'sales-per-day' | 'sales-by-hour';
  title: string;
  kind: ChartKind;
  format: ValueFormat;
  /** Axis labels (short), one per value. */
  labels: string[];
  values: number[];
  /** Per-bar colours (status tones); one brand colour when absent. */
  tones?: StatusTone[];
  /** The text alternative: a header row and one row per value, in the same order. */
  table: { columns: string[]; rows: string[][] };
  summary: string;
}

export function formatValue(value: number, format: ValueFormat): string {
  return format === 'money' ? formatDollars(value) : countText(value);
}

/** The largest value and the label it sits at, or 'no' when every value is 0. */
function peak(labels: string[], values: number[], format: ValueFormat): { peak: 'yes'; best: string; day: string } | { peak: 'no' } {
  let best = -1;
  values.forEach((value, index) => {
    if (best < 0 || value > values[best]!) best = index;
  });
  return best < 0 || values[best] === 0 ? { peak: 'no' } : { peak: 'yes', best: formatValue(values[best]!, format), day: labels[best]! };
}

/** The four charts of the screen, in the order they appear. */
export function chartFigures(data: Analytics): ChartFigures[] {
  const period = { from: longDate(data.from), to: longDate(data.to) };
  const dates = data.days.map((day) => day.date);
  const short = dates.map((date) => shortDate(date));
  const long = dates.map((date) => longDate(date));
  const revenue = data.days.map((day) => day.revenue);
  const orders = data.days.map((day) => day.orders);
  const statuses = data.byStatus.map((row) => statusWords(row.status));
  const dishes = data.topDishes;
  const listed = (rows: { name: string; count: number }[]) =>
    listText(rows.map(({ name, count }) => t('admin-analytics.listItem', { name, count: countText(count) })));
  return [
    {
      id: 'revenue-per-day',
      title: t('admin-analytics.revenuePerDay'),
      kind: 'line',
      format: 'money',
      labels: short,
      values: revenue,
      table: {
        columns: [t('admin-analytics.date'), t('admin-analytics.revenue')],
        rows: data.days.map((day, i) => [long[i]!, formatDollars(day.revenue)]),
      },
      summary: t('admin-analytics.revenueSummary', {
        ...period,
        total: formatDollars(data.totals.revenue),
        ...peak(long, revenue, 'money'),
      }),
    },
    {
      id: 'orders-per-day',
      title: t('admin-analytics.ordersPerDay'),
      kind: 'bar',
      format: 'count',
      labels: short,
      values: orders,
      table: {
        columns: [t('admin-analytics.date'), t('admin-analytics.orders')],
        rows: data.days.map((day, i) => [long[i]!, countText(day.orders)]),
      },
      summary: t('admin-analytics.ordersSummary', { ...period, count: data.totals.orders, ...peak(long, orders, 'count') }),
    },
    {
      id: 'orders-by-status',
      title: t('admin-analytics.ordersByStatus'),
      kind: 'bar',
      format: 'count',
      labels: statuses,
      values: data.byStatus.map((row) => row.orders),
      tones: data.byStatus.map((row) => orderStatusTone(row.status)),
      table: {
        columns: [t('admin-analytics.status'), t('admin-analytics.orders')],
        rows: data.byStatus.map((row, i) => [statuses[i]!, countText(row.orders)]),
      },
      summary: t('admin-analytics.statusSummary', {
        ...period,
        list: listed(data.byStatus.map((row, i) => ({ name: statuses[i]!, count: row.orders }))),
      }),
    },
    {
      id: 'top-dishes',
      title: t('admin-analytics.topDishes'),
      kind: 'horizontalBar',
      format: 'count',
      labels: dishes.map((dish) => dish.name),
      values: dishes.map((dish) => dish.quantity),
      table: {
        columns: [t('admin-analytics.dish'), t('admin-analytics.quantity'), t('admin-analytics.revenue')],
        rows: dishes.map((dish) => [dish.name, countText(dish.quantity), formatDollars(dish.revenue)]),
      },
      summary:
        dishes.length === 0
          ? t('admin-analytics.noDishesSummary', period)
          : t('admin-analytics.dishesSummary', {
              ...period,
              list: listed(dishes.map((dish) => ({ name: dish.name, count: dish.quantity }))),
            }),
    },
  ];
}

/** A status as the chart names it: in the page's words, and handed-over orders of both kinds together. */
function statusWords(status: string): string {
  return status === 'delivered' ? t('admin-analytics.deliveredOrCollected') : orderStatusText(status);
}
