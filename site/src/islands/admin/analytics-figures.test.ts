import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../../../domain/analytics.ts';
import { chartFigures, formatValue, longDate, shortDate } from './analytics-figures.ts';

const data: Analytics = {
  from: '2026-01-14',
  to: '2026-01-16',
  tz: 0,
  days: [
    { date: '2026-01-14', orders: 2, revenue: 30.5 },
    { date: '2026-01-15', orders: 0, revenue: 0 },
    { date: '2026-01-16', orders: 1, revenue: 12 },
  ],
  byStatus: [
    { status: 'pending', orders: 1 },
    { status: 'processing', orders: 0 },
    { status: 'delivered', orders: 1 },
    { status: 'cancelled', orders: 1 },
  ],
  topDishes: [{ foodId: 'veg-thali', name: 'Veg Thali', quantity: 3, revenue: 34.47 }],
  totals: { orders: 3, revenue: 42.5, averageOrderValue: 21.25 },
};

describe('analytics figures', () => {
  it('writes calendar dates without going through a time zone', () => {
    expect(shortDate('2026-01-05')).toBe('Jan 5');
    expect(longDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatValue(12.5, 'money')).toBe('$12.50');
    expect(formatValue(7, 'count')).toBe('7');
  });

  it('gives each chart its labels, values, table rows and a summary saying the same', () => {
    const [revenue, orders, byStatus, dishes] = chartFigures(data);
    expect(revenue).toMatchObject({ kind: 'line', labels: ['Jan 14', 'Jan 15', 'Jan 16'], values: [30.5, 0, 12] });
    expect(revenue!.table.rows).toEqual([
      ['14 Jan 2026', '$30.50'],
      ['15 Jan 2026', '$0.00'],
      ['16 Jan 2026', '$12.00'],
    ]);
    expect(revenue!.summary).toBe(
      'Line chart of revenue per day from 14 Jan 2026 to 16 Jan 2026: $42.50 in all; highest $30.50 on 14 Jan 2026.',
    );
    expect(orders!.summary).toBe('Bar chart of orders per day from 14 Jan 2026 to 16 Jan 2026: 3 orders in all; most 2 on 14 Jan 2026.');
    expect(byStatus!.tones).toEqual(['yellow', 'blue', 'green', 'red']);
    expect(byStatus!.table.rows).toEqual([
      ['Pending confirmation', '1'],
      ['Being prepared', '0'],
      ['Delivered or collected', '1'],
      ['Cancelled', '1'],
    ]);
    expect(dishes).toMatchObject({ kind: 'horizontalBar', labels: ['Veg Thali'], values: [3] });
    expect(dishes!.table).toEqual({ columns: ['Dish', 'Quantity', 'Revenue'], rows: [['Veg Thali', '3', '$34.47']] });
  });

  it('says when there is nothing to point at', () => {
    const empty = chartFigures({ ...data, days: data.days.map((day) => ({ ...day, orders: 0, revenue: 0 })), topDishes: [] });
    expect(empty[0]!.summary).toBe('Line chart of revenue per day from 14 Jan 2026 to 16 Jan 2026: $42.50 in all.');
    expect(empty[3]!.summary).toBe('Bar chart of the top dishes from 14 Jan 2026 to 16 Jan 2026: no dishes sold.');
  });
});
