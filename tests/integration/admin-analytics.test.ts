import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/index.ts';
import type { Analytics } from '../../domain/analytics.ts';
import { centsToDollars, dollarsToCents } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, paidCard, placeOrder } from '../factories/orders.ts';

type AnalyticsAnswer = { success: boolean; data: Analytics };
type ErrorAnswer = { success: false; message: string; errors?: Record<string, string> };

let t: TestApp;
let ann: SignedUp;
let bo: SignedUp;
let admin: SignedUp;
const placed = {} as Record<'newYear' | 'morning10' | 'night10' | 'cancelled12' | 'delivered12' | 'today15' | 'midnight16', Order>;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const analytics = (query = '', token = admin.token) => call(t, `/api/admin/analytics${query}`, { token });
const cents = (...orders: Order[]) => orders.reduce((total, order) => total + dollarsToCents(order.totalAmount), 0);
const dollars = (...orders: Order[]) => centsToDollars(cents(...orders));

async function placeAt(at: number, token: string, overrides: Record<string, unknown> = {}): Promise<Order> {
  t.clock.set(at);
  return placeOrder(t, token, overrides);
}

async function setStatus(order: Order, status: string): Promise<void> {
  const response = await call(t, `/api/orders/${order._id}/status`, { method: 'PUT', body: { status }, token: admin.token });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  [ann, bo, admin] = [
    await signUpUser(t, { name: 'Ann' }),
    await signUpUser(t, { name: 'Bo' }),
    await signUpUser(t, { name: 'Ada Admin' }),
  ];
  await setRole(t, admin.userId, 'admin');

  placed.newYear = await placeAt(Date.UTC(2026, 0, 1, 8, 0), ann.token, { products: [{ productId: 'chicken-biryani', quantity: 5 }] });
  // Margherita Pizza ×2 and Dragon Roll ×1 (the factory's default body).
  placed.morning10 = await placeAt(Date.UTC(2026, 0, 10, 10, 0), ann.token);
  // 22:00 UTC on the 10th is 03:30 on the 11th in India (UTC+5:30).
  placed.night10 = await placeAt(Date.UTC(2026, 0, 10, 22, 0), bo.token, { products: [{ productId: 'veg-thali', quantity: 1 }] });
  placed.cancelled12 = await placeAt(Date.UTC(2026, 0, 12, 9, 0), ann.token, { products: [{ productId: 'dragon-roll', quantity: 3 }] });
  placed.delivered12 = await placeAt(Date.UTC(2026, 0, 12, 9, 5), bo.token, {
    products: [{ productId: 'margherita-pizza', quantity: 1 }],
    paymentMethod: 'card',
    paymentDetails: paidCard,
  });
  placed.today15 = await placeAt(Date.UTC(2026, 0, 15, 11, 0), bo.token, {
    products: [
      { productId: 'veg-thali', quantity: 2 },
      { productId: 'margherita-pizza', quantity: 1 },
    ],
  });
  // Exactly midnight UTC: the first instant of the 16th, so not part of a period ending on the 15th.
  placed.midnight16 = await placeAt(Date.UTC(2026, 0, 16, 0, 0), ann.token, { products: [{ productId: 'classic-burger', quantity: 1 }] });
  t.clock.set(NOW);

  await setStatus(placed.cancelled12, 'cancelled');
  await setStatus(placed.delivered12, 'delivered');
  await setStatus(placed.newYear, 'processing');
});
afterAll(() => t.destroy());

describe('GET /api/admin/analytics: who may ask', () => {
  it('refuses a visitor with 401 and a customer with 403, answers an admin, and never caches', async () => {
    const anonymous = await answer<ErrorAnswer>(await call(t, '/api/admin/analytics'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const customer = await answer<ErrorAnswer & { data?: unknown }>(await analytics('', ann.token));
    expect(customer.status).toBe(403);
    expect(customer.body.data).toBeUndefined();
    const ok = await analytics();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('stops answering an admin the moment they are demoted (role read from the database)', async () => {
    await setRole(t, admin.userId, 'customer');
    expect((await analytics()).status).toBe(403);
    await setRole(t, admin.userId, 'admin');
    expect((await analytics()).status).toBe(200);
  });
});

describe('GET /api/admin/analytics: the figures', () => {
  it('counts orders and revenue per day, every day included, cancelled orders bringing no revenue', async () => {
    const { status, body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15'));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.from).toBe('2026-01-10');
    expect(body.data.to).toBe('2026-01-15');
    expect(body.data.tz).toBe(0);
    expect(body.data.days).toEqual([
      { date: '2026-01-10', orders: 2, revenue: dollars(placed.morning10, placed.night10) },
      { date: '2026-01-11', orders: 0, revenue: 0 },
      { date: '2026-01-12', orders: 2, revenue: dollars(placed.delivered12) },
      { date: '2026-01-13', orders: 0, revenue: 0 },
      { date: '2026-01-14', orders: 0, revenue: 0 },
      { date: '2026-01-15', orders: 1, revenue: dollars(placed.today15) },
    ]);
  });

  it('counts every status, zeros included, in the usual order', async () => {
    const { body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15'));
    expect(body.data.byStatus).toEqual([
      { status: 'pending', orders: 3 },
      { status: 'processing', orders: 0 },
      { status: 'ready', orders: 0 },
      { status: 'out_for_delivery', orders: 0 },
      { status: 'delivered', orders: 1 },
      { status: 'cancelled', orders: 1 },
    ]);
  });

  it('ranks the dishes by quantity sold, leaving cancelled orders out', async () => {
    const { body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15'));
    // Margherita: 2 + 1 + 1; Veg Thali: 1 + 2; Dragon Roll: 1 (the cancelled order's 3 do not count).
    expect(body.data.topDishes).toEqual([
      { foodId: 'margherita-pizza', name: 'Margherita Pizza', quantity: 4, revenue: 51.96 },
      { foodId: 'veg-thali', name: 'Veg Thali', quantity: 3, revenue: 34.47 },
      { foodId: 'dragon-roll', name: 'Dragon Roll', quantity: 1, revenue: 13.99 },
    ]);
  });

  it('totals the orders, and the revenue and average order value without cancelled orders', async () => {
    const { body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15'));
    const kept = [placed.morning10, placed.night10, placed.delivered12, placed.today15];
    expect(body.data.totals).toEqual({
      orders: 5,
      revenue: dollars(...kept),
      averageOrderValue: centsToDollars(Math.round(cents(...kept) / kept.length)),
    });
  });

  it("counts the days from the shop's own midnight given as tz", async () => {
    const { status, body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15&tz=330'));
    expect(status).toBe(200);
    expect(body.data.tz).toBe(330);
    expect(body.data.days.map((day) => [day.date, day.orders])).toEqual([
      ['2026-01-10', 1],
      ['2026-01-11', 1],
      ['2026-01-12', 2],
      ['2026-01-13', 0],
      ['2026-01-14', 0],
      ['2026-01-15', 1],
    ]);
    expect(body.data.days[1]!.revenue).toBe(dollars(placed.night10));
  });

  it('ends a period at the midnight after its last day', async () => {
    const upTo15 = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-15&to=2026-01-15'));
    expect(upTo15.body.data.totals.orders).toBe(1);
    const the16th = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-16&to=2026-01-16'));
    expect(the16th.body.data.days).toEqual([{ date: '2026-01-16', orders: 1, revenue: dollars(placed.midnight16) }]);
    expect(the16th.body.data.topDishes).toEqual([{ foodId: 'classic-burger', name: 'Classic Burger', quantity: 1, revenue: 9.99 }]);
  });

  it('defaults to the last 30 days ending today (UTC)', async () => {
    const { body } = await answer<AnalyticsAnswer>(await analytics());
    expect(body.data.from).toBe('2025-12-17');
    expect(body.data.to).toBe('2026-01-15');
    expect(body.data.days).toHaveLength(30);
    expect(body.data.days.every((day, index) => index === 0 || day.date > body.data.days[index - 1]!.date)).toBe(true);
    expect(body.data.totals.orders).toBe(6);
    expect(body.data.byStatus.find((row) => row.status === 'processing')?.orders).toBe(1);
    expect(body.data.topDishes[0]).toEqual({ foodId: 'chicken-biryani', name: 'Chicken Biryani', quantity: 5, revenue: 62.45 });
  });

  it('names a dish as its latest order line does (a dish renamed during the period)', async () => {
    await t.db
      .update(orderLines)
      .set({ name: 'Margherita (old menu)' })
      .where(and(eq(orderLines.orderId, placed.morning10._id), eq(orderLines.foodId, 'margherita-pizza')));
    const { body } = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-15'));
    expect(body.data.topDishes[0]).toMatchObject({ foodId: 'margherita-pizza', name: 'Margherita Pizza', quantity: 4 });
    const early = await answer<AnalyticsAnswer>(await analytics('?from=2026-01-10&to=2026-01-10'));
    expect(early.body.data.topDishes[0]).toMatchObject({ foodId: 'margherita-pizza', name: 'Margherita (old menu)', quantity: 2 });
  });
});

describe('GET /api/admin/analytics: the period is checked', () => {
  const refused: [string, string, string][] = [
    ['?from=2026-02-30', 'from', 'from must be a date written as YYYY-MM-DD.'],
    ['?from=15-01-2026', 'from', 'from must be a date written as YYYY-MM-DD.'],
    ['?to=tomorrow', 'to', 'to must be a date written as YYYY-MM-DD.'],
    ['?from=2026-01-10&to=2026-01-09', 'from', 'The start date must be on or before the end date.'],
    ['?from=2025-01-01&to=2026-01-02', 'to', 'The period can be at most 366 days.'],
    ['?tz=abc', 'tz', 'tz must be a whole number of minutes from -720 to 840.'],
    ['?tz=841', 'tz', 'tz must be a whole number of minutes from -720 to 840.'],
    ['?tz=1.5', 'tz', 'tz must be a whole number of minutes from -720 to 840.'],
  ];
  it.each(refused)('refuses %s with 400 and a message that says why', async (query, field, message) => {
    const { status, body } = await answer<ErrorAnswer>(await analytics(query));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('accepts a single day and a full 366-day year', async () => {
    expect((await analytics('?from=2026-01-15&to=2026-01-15')).status).toBe(200);
    const leapYear = await answer<AnalyticsAnswer>(await analytics('?from=2024-01-01&to=2024-12-31&tz=-720'));
    expect(leapYear.status).toBe(200);
    expect(leapYear.body.data.days).toHaveLength(366);
    expect(leapYear.body.data.totals).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0 });
  });
});

describe('GET /api/admin/analytics: a shop without orders', () => {
  it('answers zeros for every day and status, no dishes and zero totals', async () => {
    const empty = await createTestApp();
    try {
      const owner = await signUpUser(empty);
      await setRole(empty, owner.userId, 'admin');
      const { status, body } = await answer<AnalyticsAnswer>(
        await call(empty, '/api/admin/analytics?from=2026-01-01&to=2026-01-07', { token: owner.token }),
      );
      expect(status).toBe(200);
      expect(body.data.days).toHaveLength(7);
      expect(body.data.days.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
      expect(body.data.byStatus.map((row) => row.orders)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(body.data.topDishes).toEqual([]);
      expect(body.data.totals).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0 });
    } finally {
      await empty.destroy();
    }
  });
});
