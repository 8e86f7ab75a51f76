import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../domain/dashboard-stats.ts';
import { dollarsToCents, centsToDollars } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import { orderReference } from '../../domain/order-status.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, paidCard, placeOrder } from '../factories/orders.ts';

type StatsAnswer = { success: boolean; data: DashboardStats; message?: string };

let t: TestApp;
let ann: SignedUp;
let bo: SignedUp;
let admin: SignedUp;
/** Placed in this order; `at` is when (the app's clock), in UTC. */
const placed: Record<'lateYesterday' | 'earlyToday' | 'cash' | 'card' | 'cancelled' | 'latest', Order> = {} as never;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 10);

const stats = (query = '', token = admin.token) => call(t, `/api/admin/stats${query}`, { token });
const sumDollars = (...orders: Order[]) => centsToDollars(orders.reduce((total, order) => total + dollarsToCents(order.totalAmount), 0));

beforeAll(async () => {
  t = await createTestApp();
  [ann, bo, admin] = [
    await signUpUser(t, { name: 'Ann' }),
    await signUpUser(t, { name: 'Bo' }),
    await signUpUser(t, { name: 'Ada Admin' }),
  ];
  await setRole(t, admin.userId, 'admin');

  // 20:00 UTC on the 14th: yesterday in UTC, but already 01:30 on the 15th in India (UTC+5:30).
  t.clock.set(Date.UTC(2026, 0, 14, 20, 0));
  placed.lateYesterday = await placeOrder(t, ann.token);
  // 03:00 UTC on the 15th: today in UTC, still the 14th in New York (UTC−5).
  t.clock.set(Date.UTC(2026, 0, 15, 3, 0));
  placed.earlyToday = await placeOrder(t, bo.token, { products: [{ productId: 'veg-thali', quantity: 1 }] });
  t.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
  placed.cash = await placeOrder(t, ann.token);
  t.clock.advance(1000);
  placed.card = await placeOrder(t, bo.token, { paymentMethod: 'card', paymentDetails: paidCard });
  t.clock.advance(1000);
  placed.cancelled = await placeOrder(t, ann.token, { products: [{ productId: 'dragon-roll', quantity: 3 }] });
  t.clock.advance(1000);
  placed.latest = await placeOrder(t, bo.token, { products: [{ productId: 'margherita-pizza', quantity: 1 }] });
  t.clock.set(NOW);

  const cancel = await call(t, `/api/orders/${placed.cancelled._id}/status`, {
    method: 'PUT',
    body: { status: 'cancelled' },
    token: admin.token,
  });
  expect(cancel.status).toBe(200);
  const deliver = await call(t, `/api/orders/${placed.latest._id}/status`, {
    method: 'PUT',
    body: { status: 'delivered' },
    token: admin.token,
  });
  expect(deliver.status).toBe(200);
});
afterAll(() => t.destroy());

describe('GET /api/admin/stats: who may ask', () => {
  it('refuses a visitor with 401 and a customer with 403, and never caches', async () => {
    const anonymous = await call(t, '/api/admin/stats');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { success: boolean }).success).toBe(false);
    const customer = await stats('', ann.token);
    expect(customer.status).toBe(403);
    expect(((await customer.json()) as { data?: unknown }).data).toBeUndefined();
    const ok = await stats();
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('stops answering an admin the moment they are demoted (role read from the database)', async () => {
    await setRole(t, admin.userId, 'customer');
    expect((await stats()).status).toBe(403);
    await setRole(t, admin.userId, 'admin');
    expect((await stats()).status).toBe(200);
  });
});

describe('GET /api/admin/stats: the figures', () => {
  it("counts today's orders (UTC by default), their revenue without cancelled orders, and pending orders of any day", async () => {
    const { status, body } = await answer<StatsAnswer>(await stats());
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.today).toEqual({
      from: '2026-01-15T00:00:00.000Z',
      to: '2026-01-16T00:00:00.000Z',
      tzOffset: 0,
      orders: 5,
      revenue: sumDollars(placed.earlyToday, placed.cash, placed.card, placed.latest),
      refunds: 0,
    });
    // Every order starts pending; one was cancelled and one delivered since.
    expect(body.data.pendingOrders).toBe(4);
  });

  it('lists the 5 latest orders, newest first, with what the Dashboard shows of each', async () => {
    const { body } = await answer<StatsAnswer>(await stats());
    const expected = [placed.latest, placed.cancelled, placed.card, placed.cash, placed.earlyToday];
    expect(body.data.recentOrders.map((order) => order._id)).toEqual(expected.map((order) => order._id));
    expect(body.data.recentOrders[0]).toEqual({
      _id: placed.latest._id,
      reference: orderReference(placed.latest._id),
      customerName: 'Bo',
      totalAmount: placed.latest.totalAmount,
      orderStatus: 'delivered',
      // Cash handed over on delivery is paid (domain/order-desk.ts paidOnHandOver).
      paymentStatus: 'completed',
      fulfilmentType: 'delivery',
      createdAt: placed.latest.createdAt,
    });
    expect(body.data.recentOrders[1]).toMatchObject({ customerName: 'Ann', orderStatus: 'cancelled' });
    expect(body.data.recentOrders[2]).toMatchObject({ orderStatus: 'pending', paymentStatus: 'completed' });
  });

  it("counts the day from the shop's own midnight given as tz (minutes east of UTC)", async () => {
    const india = await answer<StatsAnswer>(await stats('?tz=330'));
    expect(india.status).toBe(200);
    expect(india.body.data.today).toMatchObject({
      from: '2026-01-14T18:30:00.000Z',
      to: '2026-01-15T18:30:00.000Z',
      tzOffset: 330,
      orders: 6,
    });
    expect(india.body.data.today.revenue).toBe(
      sumDollars(placed.lateYesterday, placed.earlyToday, placed.cash, placed.card, placed.latest),
    );

    const newYork = await answer<StatsAnswer>(await stats('?tz=-300'));
    expect(newYork.body.data.today).toMatchObject({ from: '2026-01-15T05:00:00.000Z', orders: 4 });
    expect(newYork.body.data.today.revenue).toBe(sumDollars(placed.cash, placed.card, placed.latest));
    // Neither the pending count nor the latest orders depend on the day.
    expect(newYork.body.data.pendingOrders).toBe(4);
    expect(newYork.body.data.recentOrders).toHaveLength(5);
  });

  it('moves on to the next day at midnight', async () => {
    t.clock.set(Date.UTC(2026, 0, 16, 0, 0, 0));
    const { body } = await answer<StatsAnswer>(await stats());
    expect(body.data.today).toMatchObject({ from: '2026-01-16T00:00:00.000Z', orders: 0, revenue: 0 });
    expect(body.data.pendingOrders).toBe(4);
    t.clock.set(NOW);
  });

  it('refuses a tz that is not a whole number of minutes within UTC−12:00…UTC+14:00', async () => {
    for (const tz of ['abc', '1.5', '841', '-721', '1e9', 'NaN']) {
      const { status, body } = await answer<{ success: boolean; message: string; errors?: Record<string, string> }>(
        await stats(`?tz=${tz}`),
      );
      expect(status, `tz=${tz}`).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe('tz must be a whole number of minutes from -720 to 840.');
    }
    for (const tz of ['', '-720', '840', '0']) expect((await stats(`?tz=${tz}`)).status, `tz=${tz}`).toBe(200);
  });

  it('answers zeros and an empty list for a shop without orders', async () => {
    const empty = await createTestApp();
    try {
      const owner = await signUpUser(empty);
      await setRole(empty, owner.userId, 'admin');
      const { status, body } = await answer<StatsAnswer>(await call(empty, '/api/admin/stats', { token: owner.token }));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ today: { orders: 0, revenue: 0 }, pendingOrders: 0, recentOrders: [] });
    } finally {
      await empty.destroy();
    }
  });
});
