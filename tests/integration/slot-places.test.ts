import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_FULL_MESSAGE } from '../../domain/fulfilment/decide.ts';
import type { Order } from '../../domain/order.ts';
import { ORDER_UPDATE_MESSAGES } from '../../domain/contracts/orders.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, orderBody } from '../factories/orders.ts';

// Slots of one order each: whether a slot takes another order says whether its place came back.
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(Date.UTC(2026, 0, 15, 12, 0, 0));
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  expect((await call(t, '/api/settings', { method: 'PUT', body: { fulfilment: alwaysOpen(1) }, token: admin.token })).status).toBe(200);
});
afterAll(() => t.destroy());

const inSlot = async (slot: string) =>
  answer<{ data: Order; message: string }>(
    await call(t, '/api/orders', {
      body: orderBody({ fulfilment: { type: 'pickup', slot }, deliveryAddress: undefined }),
      token: customer.token,
    }),
  );
const setStatus = (order: Order, body: Record<string, unknown>) =>
  call(t, `/api/orders/${order._id}/status`, { method: 'PUT', body, token: admin.token });

describe("a slot's places", () => {
  it('come back when the desk rejects an order', async () => {
    const slot = '2026-01-16T10:00:00Z';
    const first = await inSlot(slot);
    expect(first.status).toBe(201);
    expect(await inSlot(slot)).toMatchObject({ status: 409, body: { message: SLOT_FULL_MESSAGE } });
    expect(
      (await call(t, `/api/orders/${first.body.data._id}/reject`, { body: { reason: 'Oven broken' }, token: admin.token })).status,
    ).toBe(200);
    expect((await inSlot(slot)).status).toBe(201);
  });

  it('come back when an order is cancelled by hand, and are taken again if it is brought back while there is room', async () => {
    const slot = '2026-01-16T11:00:00Z';
    const first = (await inSlot(slot)).body.data;
    expect((await setStatus(first, { status: 'cancelled' })).status).toBe(200);
    // Cancelled twice: the place came back once.
    expect((await setStatus(first, { status: 'cancelled' })).status).toBe(200);
    const second = await inSlot(slot);
    expect(second.status).toBe(201);
    expect(await inSlot(slot)).toMatchObject({ status: 409 });

    // The slot is full again: the first order cannot come back into it.
    expect(await answer(await setStatus(first, { status: 'pending' }))).toMatchObject({
      status: 409,
      body: { message: ORDER_UPDATE_MESSAGES.slotFull },
    });
    expect((await setStatus(second.body.data, { status: 'cancelled' })).status).toBe(200);
    expect((await setStatus(first, { status: 'pending' })).status).toBe(200);
    expect(await inSlot(slot)).toMatchObject({ status: 409 });
  });
});
