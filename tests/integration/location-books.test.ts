import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { DashboardStatsAnswer, SalesReportAnswer } from '../../domain/contracts/reports.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-form.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, placeOrder } from '../factories/orders.ts';

// The books of a chain: each location's, or all of them, in the reports, the exports and the Dashboard.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let first: Order[];
let riverside: Order[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.parse('2026-03-01T10:00:00Z'));
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  const added = await call(t, '/api/locations', {
    body: {
      name: 'Riverside',
      address: { street: '9 River Road', city: 'Springfield', country: 'US' },
      phone: '217 555 0199',
      fulfilment: { ...alwaysOpen(), timeZone: 'Asia/Kolkata' },
    },
    token: admin.token,
  });
  expect(added.status).toBe(201);
  first = [await placeOrder(t, customer.token, { locationId: 1 }), await placeOrder(t, customer.token, { locationId: 1 })];
  riverside = [await placeOrder(t, customer.token, { locationId: 2 })];
  t.clock.set(Date.parse('2026-03-01T12:00:00Z'));
  expect((await call(t, `/api/orders/${riverside[0]!._id}/refunds`, { body: { amount: 2 }, token: admin.token })).status).toBe(200);
});
afterAll(() => t.destroy());

const sum = (orders: Order[]) => Math.round(orders.reduce((total, order) => total + order.totalAmount, 0) * 100) / 100;
const report = async (query: string) =>
  (
    await answer<z.output<typeof SalesReportAnswer>>(
      await call(t, `/api/admin/reports?from=2026-03-01&to=2026-03-01${query}`, { token: admin.token }),
    )
  ).body.data;
const csv = async (kind: string, query: string) =>
  parse(await (await call(t, `/api/admin/reports/${kind}.csv?from=2026-03-01&to=2026-03-01${query}`, { token: admin.token })).text(), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];

describe("a chain's books", () => {
  it('report each location on its own, in its own days, and add up to the whole shop', async () => {
    const all = await report('');
    const atFirst = await report('&location=1');
    const atRiverside = await report('&location=2');
    expect(all.summary.orders).toBe(3);
    expect([atFirst.summary.orders, atRiverside.summary.orders]).toEqual([2, 1]);
    expect(atFirst.summary.total).toBe(sum(first));
    expect(atRiverside.summary.total).toBe(sum(riverside));
    expect(atRiverside.summary.refunds).toBe(2);
    expect(atFirst.summary.refunds).toBe(0);
    expect(atRiverside.range.timeZone).toBe('Asia/Kolkata');
    expect(all.range.timeZone).toBe('UTC');
    expect(
      await answer(await call(t, '/api/admin/reports?from=2026-03-01&to=2026-03-01&location=99', { token: admin.token })),
    ).toMatchObject({
      status: 404,
      body: { message: LOCATION_MESSAGES.notFound },
    });
  });

  it('name each order’s location in the exports, and export one location’s alone', async () => {
    const rows = await csv('orders', '');
    expect(rows.map((row) => row.Location).sort()).toEqual(['Doorstep', 'Doorstep', 'Riverside']);
    const riversideRows = await csv('orders', '&location=2');
    expect(riversideRows.map((row) => row['Order ID'])).toEqual([riverside[0]!._id]);
    expect((await csv('order-lines', '&location=1')).every((row) => row.Location === 'Doorstep')).toBe(true);
    expect((await csv('refunds', '')).map((row) => row.Location)).toEqual(['Riverside']);
    expect(await csv('refunds', '&location=1')).toEqual([]);
  });

  it("count the Dashboard's day for one location or the whole shop", async () => {
    const stats = async (query: string) =>
      (await answer<z.output<typeof DashboardStatsAnswer>>(await call(t, `/api/admin/stats${query}`, { token: admin.token }))).body.data;
    expect((await stats('')).today.orders).toBe(3);
    expect((await stats('?location=2')).today.orders).toBe(1);
    expect((await stats('?location=2')).pendingOrders).toBe(1);
    expect((await stats('?location=1')).recentOrders.map((order) => order._id).sort()).toEqual(first.map((order) => order._id).sort());
  });
});
