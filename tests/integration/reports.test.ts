import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orders, users } from '../../db/schema/index.ts';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.ts';
import { ORDERS_CSV_COLUMNS, ORDER_LINES_CSV_COLUMNS } from '../../domain/reports.ts';
import type { SalesReportAnswer } from '../../domain/contracts/reports.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// The shop is in Kolkata (UTC+5:30). Orders are placed at chosen instants through the clock.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
const KOLKATA = 'Asia/Kolkata';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.parse('2026-02-28T12:00:00Z'));
  ({ admin, customer } = await signUpOwnerAndCustomer(t, { name: '=HYPERLINK("evil")' }));
  const settings = (await (await call(t, '/api/settings')).json()) as { data: { fulfilment: Record<string, unknown> } };
  const saved = await call(t, '/api/settings', {
    method: 'PUT',
    body: { fulfilment: { ...settings.data.fulfilment, timeZone: KOLKATA } },
    token: admin.token,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.destroy());

const report = (query: string, token = admin.token) => call(t, `/api/admin/reports${query}`, { token });

async function placeAt(iso: string, body: Record<string, unknown> = {}) {
  t.clock.set(Date.parse(iso));
  return placeOrder(t, customer.token, body);
}

describe('sales reports', () => {
  let first: Awaited<ReturnType<typeof placeAt>>;
  let late: Awaited<ReturnType<typeof placeAt>>;

  beforeAll(async () => {
    // 2026-03-01 23:50 in Kolkata is still 18:20 UTC on the 1st; 2026-03-02 00:10 there is 18:40 UTC on the 1st.
    first = await placeAt('2026-03-01T10:00:00Z'); // 15:30 local, 1 March
    late = await placeAt('2026-03-01T18:40:00Z', { couponCode: 'SAVE10' }); // 00:10 local, 2 March
    const cancelled = await placeAt('2026-03-01T11:00:00Z');
    await call(t, `/api/orders/${cancelled._id}/status`, { method: 'PUT', body: { status: 'cancelled' }, token: admin.token });
    t.clock.set(Date.parse('2026-03-02T06:00:00Z'));
    await call(t, `/api/orders/${first._id}/refunds`, { body: { amount: 5 }, token: admin.token });
  });

  it('adds up the period in the shop’s days, leaving cancelled orders out and counting refunds', async () => {
    const { status, body } = await answer<z.output<typeof SalesReportAnswer>>(await report('?from=2026-03-01&to=2026-03-02'));
    expect(status).toBe(200);
    const data = body.data;
    expect(data.range).toEqual({ from: '2026-03-01', to: '2026-03-02', timeZone: KOLKATA });
    const total = Math.round((first.totalAmount + late.totalAmount) * 100) / 100;
    expect(data.summary).toMatchObject({
      orders: 2,
      gross: first.subtotal + late.subtotal,
      discounts: late.discount,
      total,
      refunds: 5,
      net: Math.round((total - 5) * 100) / 100,
    });
    expect(data.byDay.map((day: { key: string; orders: number }) => [day.key, day.orders])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 1],
    ]);
    expect(data.byDay[1]?.refunds).toBe(5);
    expect(data.byHour[15]?.orders).toBe(1);
    expect(data.byHour[0]?.orders).toBe(1);
    expect(data.byWeekday[0]?.orders).toBe(1); // 1 March 2026 is a Sunday
    expect(data.byPaymentMethod).toEqual([expect.objectContaining({ key: 'cash', orders: 2 })]);
    expect(data.byFulfilment).toEqual([expect.objectContaining({ key: 'delivery', orders: 2 })]);
    expect(data.byDish.map((dish: { key: string; quantity: number }) => [dish.key, dish.quantity])).toEqual(
      expect.arrayContaining([
        ['margherita-pizza', 4],
        ['dragon-roll', 2],
      ]),
    );
    expect(data.byCategory.map((category: { name: string }) => category.name)).toEqual(expect.arrayContaining(['pizza', 'sushi']));
  });

  it.each([
    ['?from=2026-3-1&to=2026-03-02', ANALYTICS_MESSAGES.from],
    ['?from=2026-03-01&to=2026-02-30', ANALYTICS_MESSAGES.to],
    ['?from=2026-03-02&to=2026-03-01', ANALYTICS_MESSAGES.order],
    ['?from=2024-01-01&to=2026-03-01', ANALYTICS_MESSAGES.tooLong],
  ])('refuses %s with 400', async (query, message) => {
    expect(await answer(await report(query))).toMatchObject({ status: 400, body: { message } });
  });

  it('is for admins only', async () => {
    expect((await report('?from=2026-03-01&to=2026-03-02', customer.token)).status).toBe(403);
    expect((await call(t, '/api/admin/reports/orders.csv?from=2026-03-01&to=2026-03-02', { token: customer.token })).status).toBe(403);
  });

  it('exports the orders as CSV: every status, local dates, amounts, and no formula a spreadsheet would run', async () => {
    const response = await call(t, '/api/admin/reports/orders.csv?from=2026-03-01&to=2026-03-02');
    expect(response.status).toBe(401);
    const csv = await call(t, '/api/admin/reports/orders.csv?from=2026-03-01&to=2026-03-02', { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-03-01-to-2026-03-02.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark, for spreadsheets
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows).toHaveLength(4); // header + 3 orders, the cancelled one included
    const byId = new Map(
      rows.slice(1).map((row) => [row[1], Object.fromEntries(ORDERS_CSV_COLUMNS.map((column, index) => [column, row[index]]))]),
    );
    expect(byId.get(first._id)).toMatchObject({
      'Placed at': '2026-03-01 15:30',
      Customer: `'=HYPERLINK("evil")`,
      Total: first.totalAmount.toFixed(2),
      Refunded: '5.00',
      Currency: 'USD',
    });
    expect(byId.get(late._id)).toMatchObject({ 'Placed at': '2026-03-02 00:10', Coupon: 'SAVE10', Discount: late.discount.toFixed(2) });
  });

  it('exports the order lines as CSV, and an empty period as its header alone', async () => {
    const csv = await call(t, '/api/admin/reports/order-lines.csv?from=2026-03-02&to=2026-03-02', { token: admin.token });
    const rows = parse(await csv.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...ORDER_LINES_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[7], row[8], row[9]])).toEqual([
      [late._id, 'margherita-pizza', '2', '12.99', '25.98'],
      [late._id, 'dragon-roll', '1', '13.99', '13.99'],
    ]);
    const empty = await call(t, '/api/admin/reports/order-lines.csv?from=2025-01-01&to=2025-01-02', { token: admin.token });
    expect(parse(await empty.text(), { bom: true })).toEqual([[...ORDER_LINES_CSV_COLUMNS]]);
  });

  it('reads a long period page by page', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    const template = (await t.db.select().from(orders).where(eq(orders.id, first._id)))[0]!;
    const many = Array.from({ length: 2_345 }, (_, index) => ({
      ...template,
      id: `${String(index).padStart(8, '0')}aaaaaaaaaaaaaaaa`,
      userId: user!.id,
      createdAt: new Date(Date.parse('2025-06-01T06:00:00Z') + index * 1000),
    }));
    for (let start = 0; start < many.length; start += 500) await t.db.insert(orders).values(many.slice(start, start + 500));
    const rows = parse(
      await (await call(t, '/api/admin/reports/orders.csv?from=2025-06-01&to=2025-06-01', { token: admin.token })).text(),
      { bom: true },
    ) as string[][];
    expect(rows).toHaveLength(2_346);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(2_345);
    const { body } = await answer<{ data: { summary: { orders: number } } }>(await report('?from=2025-06-01&to=2025-06-01'));
    expect(body.data.summary.orders).toBe(2_345);
  });
});
