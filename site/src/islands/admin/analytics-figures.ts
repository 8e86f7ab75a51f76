import type { Analytics } from '../../../../domain/analytics.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { orderStatusLabel, orderStatusTone, type StatusTone } from '../../../../domain/order-status.ts';
import { countOf } from '../../../../domain/plural.ts';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: string): { year: number; month: string; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1] ?? '', day };
}

/** 'Jan 15' for an axis (YYYY-MM-DD read as a calendar date, not an instant). */
export function shortDate(date: string): string {
  const { month, day } = parts(date);
  return `${month} ${day}`;
}

/** '15 Jan 2026' for tables and sentences. */
export function longDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${String(day).padStart(2, '0')} ${month} ${year}`;
}

export function formatValue(value: number, format: ValueFormat): string {
  return format === 'money' ? formatDollars(value) : String(value);
}

/** '; highest $30.50 on 14 Jan 2026' for the largest value, or nothing when every value is 0. */
function peak(word: string, labels: string[], values: number[], format: ValueFormat): string {
  let best = -1;
  values.forEach((value, index) => {
    if (best < 0 || value > values[best]!) best = index;
  });
  return best < 0 || values[best] === 0 ? '' : `; ${word} ${formatValue(values[best]!, format)} on ${labels[best]}`;
}

/** The four charts of the screen, in the order they appear. */
export function chartFigures(data: Analytics): ChartFigures[] {
  const period = `from ${longDate(data.from)} to ${longDate(data.to)}`;
  const dates = data.days.map((day) => day.date);
  const long = dates.map(longDate);
  const revenue = data.days.map((day) => day.revenue);
  const orders = data.days.map((day) => day.orders);
  const dishes = data.topDishes;
  return [
    {
      id: 'revenue-per-day',
      title: 'Revenue per day',
      kind: 'line',
      format: 'money',
      labels: dates.map(shortDate),
      values: revenue,
      table: { columns: ['Date', 'Revenue'], rows: data.days.map((day, i) => [long[i]!, formatDollars(day.revenue)]) },
      summary: `Line chart of revenue per day ${period}: ${formatDollars(data.totals.revenue)} in all${peak('highest', long, revenue, 'money')}.`,
    },
    {
      id: 'orders-per-day',
      title: 'Orders per day',
      kind: 'bar',
      format: 'count',
      labels: dates.map(shortDate),
      values: orders,
      table: { columns: ['Date', 'Orders'], rows: data.days.map((day, i) => [long[i]!, String(day.orders)]) },
      summary: `Bar chart of orders per day ${period}: ${countOf(data.totals.orders, 'order')} in all${peak('most', long, orders, 'count')}.`,
    },
    {
      id: 'orders-by-status',
      title: 'Orders by status',
      kind: 'bar',
      format: 'count',
      labels: data.byStatus.map((row) => statusWords(row.status)),
      values: data.byStatus.map((row) => row.orders),
      tones: data.byStatus.map((row) => orderStatusTone(row.status)),
      table: { columns: ['Status', 'Orders'], rows: data.byStatus.map((row) => [statusWords(row.status), String(row.orders)]) },
      summary: `Bar chart of orders by status ${period}: ${data.byStatus.map((row) => `${statusWords(row.status)} ${row.orders}`).join(', ')}.`,
    },
    {
      id: 'top-dishes',
      title: 'Top dishes',
      kind: 'horizontalBar',
      format: 'count',
      labels: dishes.map((dish) => dish.name),
      values: dishes.map((dish) => dish.quantity),
      table: {
        columns: ['Dish', 'Quantity', 'Revenue'],
        rows: dishes.map((dish) => [dish.name, String(dish.quantity), formatDollars(dish.revenue)]),
      },
      summary:
        dishes.length === 0
          ? `Bar chart of the top dishes ${period}: no dishes sold.`
          : `Bar chart of the top dishes by quantity ${period}: ${dishes.map((dish) => `${dish.name} ${dish.quantity}`).join(', ')}.`,
    },
  ];
}

/** A status as the chart names it: in words, and handed-over orders of both kinds together. */
function statusWords(status: string): string {
  return status === 'delivered' ? 'Delivered or collected' : orderStatusLabel(status);
}
