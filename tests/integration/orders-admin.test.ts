import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, paidCard, placeOrder } from '../factories/orders.ts';

let t: TestApp;
let ann: SignedUp;
let bo: SignedUp;
let admin: SignedUp;
const placed: Order[] = [];
beforeAll(async () => {
  t = await createTestApp();
  [ann, bo, admin] = [
    await signUpUser(t, { name: 'Ann' }),
    await signUpUser(t, { name: 'Bo' }),
    await signUpUser(t, { name: 'Ada Admin' }),
  ];
  await setRole(t, admin.userId, 'admin');
  placed.push(await placeOrder(t, ann.token));
  t.clock.advance(1000);
  placed.push(await placeOrder(t, bo.token, { paymentMethod: 'card', paymentDetails: paidCard }));
  t.clock.advance(1000);
  placed.push(await placeOrder(t, ann.token, { products: [{ productId: 'veg-thali', quantity: 1 }] }));
});
afterAll(() => t.destroy());

type OrdersAnswer = { success: boolean; data: Order[]; message: string; pagination?: { page: number; pageSize: number; total: number } };

describe('GET /api/orders/user/{uid}', () => {
  it("answers a customer's own orders, newest first", async () => {
    const { status, body } = await answer<OrdersAnswer>(await call(t, `/api/orders/user/${ann.userId}`, { token: ann.token }));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Orders fetched');
    expect(body.data.map((order) => order._id)).toEqual([placed[2]!._id, placed[0]!._id]);
  });

  it('orders placed in the same millisecond still come newest first', async () => {
    const user = await signUpUser(t);
    const first = await placeOrder(t, user.token);
    const second = await placeOrder(t, user.token);
    const { body } = await answer<OrdersAnswer>(await call(t, `/api/orders/user/${user.userId}`, { token: user.token }));
    expect(body.data.map((order) => order._id)).toEqual([second._id, first._id]);
  });

  it("refuses another customer's orders with 403 and a visitor with 401", async () => {
    expect((await call(t, `/api/orders/user/${ann.userId}`, { token: bo.token })).status).toBe(403);
    expect((await call(t, `/api/orders/user/${ann.userId}`)).status).toBe(401);
  });

  it("lets an admin read anyone's orders, and stops at once when demoted", async () => {
    expect((await call(t, `/api/orders/user/${ann.userId}`, { token: admin.token })).status).toBe(200);
    await setRole(t, admin.userId, 'customer');
    expect((await call(t, `/api/orders/user/${ann.userId}`, { token: admin.token })).status).toBe(403);
    await setRole(t, admin.userId, 'admin');
  });

  it('answers an empty list for a customer without orders', async () => {
    const user = await signUpUser(t);
    expect((await answer<OrdersAnswer>(await call(t, `/api/orders/user/${user.userId}`, { token: user.token }))).body.data).toEqual([]);
  });
});

describe('GET /api/orders (admin)', () => {
  it('is for admins only', async () => {
    expect((await call(t, '/api/orders')).status).toBe(401);
    expect((await call(t, '/api/orders', { token: ann.token })).status).toBe(403);
  });

  it('lists every order newest first with a total count', async () => {
    const { status, body } = await answer<OrdersAnswer>(await call(t, '/api/orders?pageSize=2', { token: admin.token }));
    expect(status).toBe(200);
    expect(body.message).toBe('Orders fetched');
    expect(body.data).toHaveLength(2);
    expect(body.pagination!.page).toBe(1);
    expect(body.pagination!.pageSize).toBe(2);
    expect(body.pagination!.total).toBeGreaterThanOrEqual(5);
    const all = await answer<OrdersAnswer>(await call(t, '/api/orders?pageSize=100', { token: admin.token }));
    const times = all.body.data.map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await answer<OrdersAnswer>(await call(t, '/api/orders?pageSize=2&page=2', { token: admin.token }));
    expect(second.body.data.map((order) => order._id)).toEqual(all.body.data.slice(2, 4).map((order) => order._id));
  });

  it('filters by status and payment status; "all" means no filter', async () => {
    const completed = await answer<OrdersAnswer>(await call(t, '/api/orders?paymentStatus=completed', { token: admin.token }));
    expect(completed.body.data.map((order) => order._id)).toEqual([placed[1]!._id]);
    expect(completed.body.pagination!.total).toBe(1);
    const all = await answer<OrdersAnswer>(await call(t, '/api/orders?status=all&paymentStatus=all', { token: admin.token }));
    expect(all.body.pagination!.total).toBeGreaterThanOrEqual(5);
    const none = await answer<OrdersAnswer>(await call(t, '/api/orders?status=delivered&paymentStatus=completed', { token: admin.token }));
    expect(none.body.data).toEqual([]);
  });

  it.each(['status=shipped', 'paymentStatus=returned', 'page=0', 'page=1.5', 'pageSize=0', 'pageSize=101', 'pageSize=abc'])(
    'refuses %s with 400',
    async (query) => {
      const { status, body } = await answer(await call(t, `/api/orders?${query}`, { token: admin.token }));
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    },
  );
});

describe('PUT /api/orders/{id}/status and /payment-status (admin)', () => {
  it('changes the order status and records who and when', async () => {
    t.clock.advance(60_000);
    const response = await call(t, `/api/orders/${placed[0]!._id}/status`, {
      method: 'PUT',
      body: { status: 'processing' },
      token: admin.token,
    });
    const { status, body } = await answer<{ success: boolean; data: Order; message: string }>(response);
    expect(status).toBe(200);
    expect(body.message).toBe('Order status updated');
    expect(body.data.orderStatus).toBe('processing');
    expect(body.data.statusHistory.at(-1)).toEqual({
      kind: 'order',
      status: 'processing',
      at: new Date(t.clock.now()).toISOString(),
      by: { userId: admin.userId, name: 'Ada Admin' },
    });
    // The customer sees it on the next poll.
    const mine = await answer<OrdersAnswer>(await call(t, `/api/orders/user/${ann.userId}`, { token: ann.token }));
    expect(mine.body.data.find((order) => order._id === placed[0]!._id)!.orderStatus).toBe('processing');
  });

  it('changes the payment status and records it', async () => {
    const response = await call(t, `/api/orders/${placed[0]!._id}/payment-status`, {
      method: 'PUT',
      body: { status: 'completed' },
      token: admin.token,
    });
    const { status, body } = await answer<{ data: Order; message: string }>(response);
    expect(status).toBe(200);
    expect(body.message).toBe('Payment status updated');
    expect(body.data.paymentStatus).toBe('completed');
    expect(body.data.orderStatus).toBe('processing');
    expect(body.data.statusHistory.map((change) => `${change.kind}:${change.status}`)).toEqual([
      'order:pending',
      'payment:pending',
      'order:processing',
      'payment:completed',
    ]);
  });

  it('allows any status after any other (cancelling a paid order with its reason)', async () => {
    for (const next of ['delivered', 'pending', 'cancelled']) {
      // Delivered made the cash order paid: cancelling it now needs the reason (and refunds it).
      const body = next === 'cancelled' ? { status: next, reason: 'Sent back' } : { status: next };
      const response = await call(t, `/api/orders/${placed[2]!._id}/status`, { method: 'PUT', body, token: admin.token });
      expect(response.status).toBe(200);
    }
  });

  it.each([
    ['status', { status: 'shipped' }],
    ['status', {}],
    ['status', { status: 3 }],
    ['payment-status', { status: 'refunded' }],
    ['payment-status', { status: 'processing' }],
  ])('refuses %s %j with 400 "Invalid order or status"', async (path, body) => {
    const response = await call(t, `/api/orders/${placed[0]!._id}/${path}`, { method: 'PUT', body, token: admin.token });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid order or status');
  });

  it('answers 404 for an unknown order', async () => {
    const response = await call(t, '/api/orders/000000000000000000000000/status', {
      method: 'PUT',
      body: { status: 'delivered' },
      token: admin.token,
    });
    expect(response.status).toBe(404);
  });

  it('refuses customers and visitors', async () => {
    expect(
      (await call(t, `/api/orders/${placed[0]!._id}/status`, { method: 'PUT', body: { status: 'delivered' }, token: ann.token })).status,
    ).toBe(403);
    expect((await call(t, `/api/orders/${placed[0]!._id}/payment-status`, { method: 'PUT', body: { status: 'completed' } })).status).toBe(
      401,
    );
  });
});
