import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../../../domain/analytics.ts';
import { messageTable } from '../../../../domain/i18n/tables.ts';
import { chartFigures, formatValue } from './analytics-figures.ts';
import { hourName, longDate, shortDate, weekdayName } from './figure-format.ts';

// The charts speak the page's language: an English Analytics page's messages, as built.
beforeAll(() => {
  globalThis.__doorstepPage = { language: 'en', base: '', table: messageTable('en', ['admin-analytics', 'orders']) };
});

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

describe('in another language', () => {
  it('writes days, weekdays and hours as the language does, and English as it always has', () => {
    expect(longDate('2026-09-05', 'it')).toBe('5 set 2026');
    expect(shortDate('2026-09-05', 'de')).toBe('5. Sept.');
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'fr')).toBe('lundi');
    expect(hourName(9, 'en')).toBe('09:00');
    expect(hourName(21, 'de')).toBe('21:00');
  });

  it('names the charts and says their summaries in the page’s language', () => {
    const english = globalThis.__doorstepPage;
    globalThis.__doorstepPage = { language: 'ar', base: '/ar', table: messageTable('ar', ['admin-analytics', 'orders']) };
    try {
      const [revenue, orders, byStatus] = chartFigures(data);
      expect(revenue!.title).toBe('الإيرادات يوميًا');
      expect(orders!.summary).toContain('3 طلبات');
      expect(byStatus!.table.rows[2]![0]).toBe('سُلِّم أو استُلم');
    } finally {
      globalThis.__doorstepPage = english;
    }
  });
});
