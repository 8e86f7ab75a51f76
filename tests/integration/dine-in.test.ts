import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTables } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpOwnerAndCustomer, signUpUser, type SignedUp } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, paidCard } from '../factories/orders.ts';

/** Tables ordering for themselves from their QR code, and the tab the team closes (docs/product/tables.md). */

let t: TestApp;
let admin: SignedUp;
let waiter: SignedUp;
let customer: SignedUp;
const TOKEN = 'WindowTable7-token0001';
const OTHER_TOKEN = 'PatioTable2-token0002B';
let tableId: number;

const dineIn = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  payAtEnd: true,
  leadMinutes: 15,
  weekly: null,
  ...overrides,
});
const saveDineIn = async (settings: Record<string, unknown>) => {
  const saved = await call(t, '/api/settings', {
    method: 'PUT',
    token: admin.token,
    body: { fulfilment: { ...alwaysOpen(), dineIn: settings } },
  });
  expect(saved.status).toBe(200);
};
const round = (products: unknown[], extra: Record<string, unknown> = {}, token = TOKEN) =>
  call(t, '/api/orders', { body: { products, fulfilment: { type: 'dine_in', table: token }, ...extra } });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  waiter = await signUpUser(t, { name: 'Wendy Waiter' });
  await setRole(t, waiter.userId, 'staff');
  const [row] = await t.db.insert(diningTables).values({ locationId: 1, name: 'Table 7', seats: 4, token: TOKEN }).returning();
  tableId = row!.id;
  await t.db.insert(diningTables).values({ locationId: 1, name: 'Patio 2', seats: 2, token: OTHER_TOKEN });
  await saveDineIn(dineIn());
});
afterAll(() => t.destroy());

type Placed = { data: Order };
type Tab = { data: { tab: { id: number } | null; orders: Order[]; total: number; paid: number; due: number } };

describe('a table ordering from its QR code', () => {
  it('orders with no account, address or phone; the order is the table’s, on its open tab', async () => {
    const first = await answer<Placed>(await round([{ productId: 'margherita-pizza', quantity: 2 }]));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      channel: 'table',
      customerName: 'Table 7',
      fulfilment: { type: 'dine_in' },
      paymentStatus: 'pending',
      payLater: true,
      table: { id: tableId, name: 'Table 7' },
    });
    expect(first.body.data.table?.tabId).toEqual(expect.any(Number));

    const second = await answer<Placed>(await round([{ productId: 'dragon-roll', quantity: 1 }]));
    expect(second.body.data.table?.tabId).toBe(first.body.data.table?.tabId);

    const view = await answer<{
      data: { table: { name: string }; dineIn: { open: boolean; payAtEnd: boolean }; orders: unknown[]; due: number };
    }>(await call(t, `/api/table/${TOKEN}`));
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ table: { name: 'Table 7' }, dineIn: { open: true, payAtEnd: true } });
    expect(view.body.data.orders).toHaveLength(2);
    expect(view.body.data.due).toBeCloseTo(first.body.data.totalAmount + second.body.data.totalAmount, 2);
  });

  it('refuses an unknown code, and a code once renewed, changing nothing', async () => {
    const unknown = await answer<{ message: string; errors: Record<string, string> }>(
      await round([{ productId: 'margherita-pizza', quantity: 1 }], {}, 'nope'),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/no longer in use/);
    expect((await call(t, '/api/table/nope')).status).toBe(404);
  });

  it('leaves the tab to the table’s own staff: a customer is refused, another table has none', async () => {
    expect((await call(t, `/api/tables/${tableId}/tab`, { token: customer.token })).status).toBe(403);
    expect((await call(t, `/api/tables/${tableId}/tab`)).status).toBe(401);
    expect((await call(t, '/api/tables/9999/tab', { token: waiter.token })).status).toBe(404);
  });

  it('is closed by the team with one payment: its orders paid, a new tab for the next round', async () => {
    const before = await answer<Tab>(await call(t, `/api/tables/${tableId}/tab`, { token: waiter.token }));
    expect(before.status).toBe(200);
    expect(before.body.data.orders).toHaveLength(2);
    expect(before.body.data.paid).toBe(0);
    const due = before.body.data.due;
    const glance = await answer<{ data: { table: { name: string }; orderCount: number; due: number }[] }>(
      await call(t, '/api/tables/tabs', { token: waiter.token }),
    );
    expect(glance.body.data.map((each) => [each.table.name, each.orderCount, each.due])).toEqual([
      ['Patio 2', 0, 0],
      ['Table 7', 2, due],
    ]);

    const bad = await call(t, `/api/tables/${tableId}/tab/close`, { token: waiter.token, body: { paymentMethod: 'cheque' } });
    expect(bad.status).toBe(400);
    const badSplit = await answer<{ message: string }>(
      await call(t, `/api/tables/${tableId}/tab/close`, { token: waiter.token, body: { paymentMethod: 'cash', split: { ways: 1 } } }),
    );
    expect(badSplit.status).toBe(400);
    expect(badSplit.body.message).toBe('Split a tab between 2 and 20 people.');

    const closed = await answer<{ data: { orders: Order[]; due: number; settled: number; shares: number[]; paymentMethod: string } }>(
      await call(t, `/api/tables/${tableId}/tab/close`, { token: waiter.token, body: { paymentMethod: 'cash', split: { ways: 3 } } }),
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data.due).toBe(0);
    expect(closed.body.data.settled).toBeCloseTo(due, 2);
    expect(closed.body.data.shares).toHaveLength(3);
    expect(closed.body.data.shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(due, 2);
    for (const order of closed.body.data.orders) {
      expect(order).toMatchObject({ paymentStatus: 'completed', paymentMethod: 'cash' });
      expect(order.statusHistory.at(-1)).toMatchObject({ kind: 'payment', status: 'completed', by: { userId: waiter.userId } });
    }

    expect((await call(t, `/api/tables/${tableId}/tab/close`, { token: waiter.token, body: { paymentMethod: 'cash' } })).status).toBe(409);
    const emptied = await answer<Tab>(await call(t, `/api/tables/${tableId}/tab`, { token: waiter.token }));
    expect(emptied.body.data).toMatchObject({ tab: null, orders: [], total: 0, due: 0 });

    const next = await answer<Placed>(await round([{ productId: 'margherita-pizza', quantity: 1 }]));
    expect(next.body.data.table?.tabId).not.toBe(closed.body.data.orders[0]!.table?.tabId);
    // Completing a tab's order on the desk does not take its payment: the tab does.
    for (const action of ['accept', 'ready', 'complete']) {
      const body = action === 'accept' ? { prepMinutes: 10 } : undefined;
      const moved = await call(t, `/api/orders/${next.body.data._id}/${action}`, {
        method: 'POST',
        token: waiter.token,
        ...(body ? { body } : {}),
      });
      expect(moved.status).toBe(200);
    }
    const served = await answer<Tab>(await call(t, `/api/tables/${tableId}/tab`, { token: waiter.token }));
    expect(served.body.data.orders[0]).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'pending' });
    expect(served.body.data.due).toBeGreaterThan(0);
  });

  it('pays each order as it is placed when the owner says so: a card through the gateway', async () => {
    await saveDineIn(dineIn({ payAtEnd: false }));
    const paid = await answer<Placed>(
      await round([{ productId: 'dragon-roll', quantity: 1 }], { paymentMethod: 'card', paymentDetails: paidCard }, OTHER_TOKEN),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ paymentStatus: 'completed', payLater: false, table: { name: 'Patio 2', tabId: null } });
    const view = await answer<{ data: { dineIn: { payAtEnd: boolean }; orders: unknown[]; paid: number; due: number } }>(
      await call(t, `/api/table/${OTHER_TOKEN}`),
    );
    expect(view.body.data).toMatchObject({ dineIn: { payAtEnd: false, cardAccepted: true }, due: 0 });
    expect(view.body.data.orders).toHaveLength(1);
  });

  it('takes no order while dine-in is off or outside its own hours, and says why', async () => {
    await saveDineIn(dineIn({ enabled: false }));
    const off = await answer<{ message: string }>(await round([{ productId: 'margherita-pizza', quantity: 1 }]));
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('We are not taking orders at the table right now: please ask our staff.');

    const closedAllWeek = Array.from({ length: 7 }, () => []);
    await saveDineIn(dineIn({ weekly: closedAllWeek }));
    const closed = await answer<{ message: string }>(await round([{ productId: 'margherita-pizza', quantity: 1 }]));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^Closed now/);
    const view = await answer<{ data: { dineIn: { open: boolean; message: string } } }>(
      await call(t, `/api/table/${TOKEN}`, { headers: { 'Accept-Language': 'it' } }),
    );
    expect(view.body.data.dineIn).toMatchObject({ open: false, message: expect.stringMatching(/chiuso/i) });

    // A client from before dine-in saves the hours without it: the location keeps its dine-in.
    await call(t, '/api/settings', { method: 'PUT', token: admin.token, body: { fulfilment: alwaysOpen() } });
    const settings = await answer<{ data: { fulfilment: { dineIn: { enabled: boolean; weekly: unknown[] } } } }>(
      await call(t, '/api/settings', { token: admin.token }),
    );
    expect(settings.body.data.fulfilment.dineIn).toMatchObject({ enabled: true, weekly: closedAllWeek });
  });
});
