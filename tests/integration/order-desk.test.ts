import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '../../domain/order-desk.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpOwnerAndCustomer, signUpUser, type SignedUp } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { STREAM_ACCESS_RECHECK_MS } from '../../worker/src/desk/order-desk-route.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let cook: SignedUp;

const MINUTE = 60_000;
const shop = alwaysOpen();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  cook = await signUpUser(t, { name: 'Cody Cook' });
  await setRole(t, cook.userId, 'staff');
  const saved = await call(t, '/api/settings', {
    method: 'PUT',
    token: admin.token,
    body: { fulfilment: shop, desk: { answerWithinMinutes: 5, travelMinutes: 20 } },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.destroy());

type Answer = { success: boolean; data: Order; message: string };
const move = (order: Order, action: string, body?: unknown, token = cook.token) =>
  call(t, `/api/orders/${order._id}/${action}`, { method: 'POST', token, ...(body === undefined ? {} : { body }) });
const pickupOrder = () => placeOrder(t, customer.token, { fulfilment: { type: 'pickup' }, deliveryAddress: undefined, phone: undefined });

describe('accepting a new order', () => {
  it('puts it in the kitchen with a ready time, which the customer sees with the arrival time for delivery', async () => {
    const order = await placeOrder(t, customer.token);
    expect(order).toMatchObject({ orderStatus: 'pending', acceptedAt: null, readyAt: null, expectedAt: null, rejectionReason: null });
    const now = t.clock.now();
    const { status, body } = await answer<Answer>(await move(order, 'accept', { prepMinutes: 20 }));
    expect(status).toBe(200);
    expect(body.message).toBe(DESK_MESSAGES.accepted);
    expect(body.data).toMatchObject({
      orderStatus: 'processing',
      acceptedAt: new Date(now).toISOString(),
      readyAt: new Date(now + 20 * MINUTE).toISOString(),
      expectedAt: new Date(now + 40 * MINUTE).toISOString(),
    });
    expect(body.data.statusHistory.at(-1)).toMatchObject({
      kind: 'order',
      status: 'processing',
      by: { userId: cook.userId, name: 'Cody Cook' },
    });
    const mine = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    expect(mine.body.data.find((each) => each._id === order._id)).toMatchObject({ orderStatus: 'processing', readyAt: body.data.readyAt });
  });

  it('refuses a second answer with 409 and changes nothing', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await move(order, 'accept', { prepMinutes: 10 })).status).toBe(200);
    const again = await answer<{ message: string }>(await move(order, 'accept', { prepMinutes: 30 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order that is being prepared cannot be accepted.');
    expect((await move(order, 'reject', { reason: 'x' }, admin.token)).status).toBe(200);
    expect((await move(order, 'accept', { prepMinutes: 30 })).status).toBe(409);
  });

  it('lets one of two people answering at once win, the other getting 409', async () => {
    const order = await placeOrder(t, customer.token);
    const statuses = await Promise.all([
      move(order, 'accept', { prepMinutes: 10 }),
      move(order, 'accept', { prepMinutes: 15 }, admin.token),
    ]).then((all) => all.map((r) => r.status));
    expect(statuses.sort()).toEqual([200, 409]);
    const history = (
      await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }))
    ).body.data.find((each) => each._id === order._id)!.statusHistory;
    expect(history.filter((change) => change.status === 'processing')).toHaveLength(1);
  });

  it('checks the prep time, and who is asking', async () => {
    const order = await placeOrder(t, customer.token);
    for (const body of [{}, { prepMinutes: 0 }, { prepMinutes: 2.5 }, { prepMinutes: '15' }, { prepMinutes: 241 }]) {
      const refused = await answer<{ message: string }>(await move(order, 'accept', body));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(DESK_MESSAGES.prepMinutes);
    }
    expect((await move(order, 'accept', { prepMinutes: 10 }, customer.token)).status).toBe(403);
    expect((await call(t, `/api/orders/${order._id}/accept`, { method: 'POST', body: { prepMinutes: 10 } })).status).toBe(401);
    expect((await move({ ...order, _id: '0'.repeat(24) }, 'accept', { prepMinutes: 10 })).status).toBe(404);
    expect(
      (await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }))).body.data[0],
    ).toMatchObject({ _id: order._id, orderStatus: 'pending' });
  });

  it('never promises a scheduled order earlier than its slot asks', async () => {
    const slot = new Date(t.clock.now() + 3 * 60 * MINUTE).toISOString();
    const order = await placeOrder(t, customer.token, { fulfilment: { type: 'delivery', slot } });
    const { body } = await answer<Answer>(await move(order, 'accept', { prepMinutes: 15 }));
    // Delivered at the slot: ready the drive (20 min) before it.
    expect(body.data.readyAt).toBe(new Date(Date.parse(slot) - 20 * MINUTE).toISOString());
    expect(body.data.expectedAt).toBe(slot);
  });
});

describe('moving an order on', () => {
  it('a pickup order: delay, ready, collected', async () => {
    const order = await pickupOrder();
    const accepted = (await answer<Answer>(await move(order, 'accept', { prepMinutes: 15 }))).body.data;
    expect(accepted.expectedAt).toBe(accepted.readyAt);
    const delayed = await answer<Answer>(await move(order, 'delay', { minutes: 10 }));
    expect(delayed.body.message).toBe(DESK_MESSAGES.delayed);
    expect(Date.parse(delayed.body.data.readyAt!) - Date.parse(accepted.readyAt!)).toBe(10 * MINUTE);
    expect(delayed.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'ready_time', status: delayed.body.data.readyAt });
    expect((await move(order, 'out-for-delivery')).status).toBe(409);
    expect((await answer<Answer>(await move(order, 'ready'))).body.data.orderStatus).toBe('ready');
    expect((await move(order, 'delay', { minutes: 5 })).status).toBe(409);
    expect((await answer<Answer>(await move(order, 'complete'))).body.data.orderStatus).toBe('delivered');
    expect((await move(order, 'complete')).status).toBe(409);
  });

  it('a delivery order: ready, out for delivery (arriving a drive from now), delivered', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await move(order, 'ready')).status).toBe(409);
    await move(order, 'accept', { prepMinutes: 10 });
    await move(order, 'ready');
    t.clock.advance(3 * MINUTE);
    const out = await answer<Answer>(await move(order, 'out-for-delivery'));
    expect(out.body.data).toMatchObject({
      orderStatus: 'out_for_delivery',
      expectedAt: new Date(t.clock.now() + 20 * MINUTE).toISOString(),
    });
    expect((await answer<Answer>(await move(order, 'complete'))).body.data.orderStatus).toBe('delivered');
  });

  it('rejecting needs a reason, which the customer reads', async () => {
    const order = await placeOrder(t, customer.token);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await answer<{ message: string }>(await move(order, 'reject', body));
      expect([refused.status, refused.body.message]).toEqual([400, DESK_MESSAGES.reason]);
    }
    expect((await answer<{ message: string }>(await move(order, 'reject', { reason: 'x'.repeat(201) }))).body.message).toBe(
      DESK_MESSAGES.reasonTooLong,
    );
    const rejected = await answer<Answer>(await move(order, 'reject', { reason: 'We ran out of dough' }));
    expect(rejected.body.data).toMatchObject({ orderStatus: 'cancelled', rejectionReason: 'We ran out of dough' });
    expect((await move(order, 'delay', { minutes: 5 })).status).toBe(409);
  });
});

describe('the staff role', () => {
  it('runs the desk and the orders, and nothing else', async () => {
    expect((await call(t, '/api/desk', { token: cook.token })).status).toBe(200);
    expect((await call(t, '/api/orders', { token: cook.token })).status).toBe(200);
    for (const [path, method, body] of [
      ['/api/admin/stats', 'GET', undefined],
      ['/api/admin/analytics', 'GET', undefined],
      ['/api/admin/coupons', 'GET', undefined],
      ['/api/settings', 'PUT', { storeName: 'Mine now' }],
      ['/api/foods', 'POST', { name: 'X', price: 1, category: 'pizza' }],
    ] as const) {
      expect((await call(t, path, { method, token: cook.token, ...(body ? { body } : {}) })).status, `${method} ${path}`).toBe(403);
    }
    expect((await call(t, '/api/desk', { token: customer.token })).status).toBe(403);
    expect((await call(t, '/api/desk')).status).toBe(401);
  });
});

describe('the desk board and the pause', () => {
  it('lists the open orders oldest first, with the owner limits and the kitchen load', async () => {
    const first = await placeOrder(t, customer.token);
    const second = await placeOrder(t, customer.token);
    const { body } = await answer<{
      data: { orders: Order[]; desk: unknown; itemsInKitchen: number; minutesPerItem: number; lastEventId: number; pause: unknown };
    }>(await call(t, '/api/desk', { token: cook.token }));
    const ids = body.data.orders.map((order) => order._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(body.data.orders.every((order) => ['pending', 'processing', 'ready', 'out_for_delivery'].includes(order.orderStatus))).toBe(
      true,
    );
    expect(body.data.desk).toEqual({ answerWithinMinutes: 5, travelMinutes: 20 });
    expect(body.data.pause).toEqual({ paused: false, until: null });
    expect(body.data.itemsInKitchen).toBeGreaterThan(0);
    expect(body.data.lastEventId).toBeGreaterThan(0);
  });

  it('pauses the shop for a while (new ASAP orders are refused) and resumes it', async () => {
    const paused = await answer<{ data: { paused: boolean; until: string | null }; message: string }>(
      await call(t, '/api/desk/pause', { method: 'PUT', token: cook.token, body: { paused: true, minutes: 30 } }),
    );
    expect(paused.body).toMatchObject({
      message: DESK_MESSAGES.paused,
      data: { paused: true, until: new Date(t.clock.now() + 30 * MINUTE).toISOString() },
    });
    expect(
      (
        await call(t, '/api/orders', {
          token: customer.token,
          body: {
            products: [{ productId: 'margherita-pizza', quantity: 1 }],
            deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
            phone: '(217) 555-0100',
            paymentMethod: 'cash',
          },
        })
      ).status,
    ).not.toBe(201);
    const settings = await answer<{ data: { fulfilment: { pause: unknown; weekly: unknown } } }>(await call(t, '/api/settings'));
    expect(settings.body.data.fulfilment.weekly).toEqual(shop.weekly);
    expect((await call(t, '/api/desk/pause', { method: 'PUT', token: cook.token, body: { paused: 'yes' } })).status).toBe(400);
    const resumed = await answer<{ message: string }>(
      await call(t, '/api/desk/pause', { method: 'PUT', token: cook.token, body: { paused: false } }),
    );
    expect(resumed.body.message).toBe(DESK_MESSAGES.resumed);
    await placeOrder(t, customer.token);
  });
});

describe('GET /api/orders/stream', () => {
  /** Reads the stream until `until` holds for what has arrived, or fails after 5 s. */
  async function readUntil(response: Response, until: (text: string) => boolean): Promise<string> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 5000;
    try {
      while (!until(text)) {
        if (Date.now() > deadline) throw new Error(`the stream said only: ${text}`);
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return text;
    } finally {
      await reader.cancel();
    }
  }

  it('sends an event naming each new or changed order, to staff and admins only', async () => {
    const response = await call(t, '/api/orders/stream', { token: cook.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const order = await placeOrder(t, customer.token);
    const text = await readUntil(response, (sofar) => sofar.includes(order._id));
    expect(text).toContain('event: ready');
    expect(text).toMatch(
      new RegExp(`data: \\{"id":"${order._id}","kind":"(order|payment)","status":"[a-z]+","locationId":1\\}\\nid: \\d+`),
    );
    // One event for the new order, although it wrote two history lines.
    expect(text.split(order._id).length - 1).toBe(1);

    expect((await call(t, '/api/orders/stream', { token: customer.token })).status).toBe(403);
    expect((await call(t, '/api/orders/stream')).status).toBe(401);
  });

  it.each([
    [
      'removed from the team',
      async (member: SignedUp) => call(t, `/api/admin/users/${member.userId}`, { method: 'DELETE', token: admin.token }),
    ],
    [
      'made a customer',
      async (member: SignedUp) =>
        call(t, `/api/admin/users/${member.userId}`, { method: 'PUT', body: { role: 'customer' }, token: admin.token }),
    ],
    ['signed out', async (member: SignedUp) => call(t, '/api/auth/logout', { method: 'POST', token: member.token })],
  ])('ends an open stream within seconds once its member of staff is %s', async (_, change) => {
    const member = await signUpUser(t, { name: 'Sam Shift' });
    await setRole(t, member.userId, 'staff');
    const response = await call(t, '/api/orders/stream', { token: member.token });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read(); // the 'ready' event
    expect((await change(member)).status).toBe(200);
    const changedAt = Date.now();
    const order = await placeOrder(t, customer.token);
    let heard = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`still open: ${heard}`)), 6_000)),
      ]);
      if (done) break;
      heard += decoder.decode(value, { stream: true });
    }
    expect(Date.now() - changedAt).toBeLessThan(STREAM_ACCESS_RECHECK_MS + 2_000);
    // What it may have heard before the check came round is the order's id at most, never after.
    expect(heard.split(order._id).length).toBeLessThanOrEqual(2);
  });

  it('replays what a desk missed from its cursor (Last-Event-ID)', async () => {
    const board = await answer<{ data: { lastEventId: number } }>(await call(t, '/api/desk', { token: admin.token }));
    const order = await placeOrder(t, customer.token);
    await move(order, 'accept', { prepMinutes: 10 });
    const response = await call(t, '/api/orders/stream', {
      token: admin.token,
      headers: { 'Last-Event-ID': String(board.body.data.lastEventId) },
    });
    const text = await readUntil(response, (sofar) => sofar.includes('"status":"processing"'));
    expect(text).toContain(`"id":"${order._id}"`);
    expect((await call(t, '/api/orders/stream?after=x', { token: admin.token })).status).toBe(400);
  });
});
