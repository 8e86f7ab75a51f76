import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '../../domain/order-desk.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpOwnerAndCustomer, signUpUser, type SignedUp } from '../factories/auth.ts';
import { alwaysOpen } from '../factories/fulfilment.ts';
import { answer, paidCard, placeOrder, upiDetails } from '../factories/orders.ts';

/** Pickup end to end on the server: paid on hand-over, cancelling with a reason and refund, slot prep times. */

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let cook: SignedUp;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  cook = await signUpUser(t, { name: 'Cody Cook' });
  await setRole(t, cook.userId, 'staff');
  const saved = await call(t, '/api/settings', {
    method: 'PUT',
    token: admin.token,
    body: { fulfilment: alwaysOpen(), desk: { answerWithinMinutes: 5, travelMinutes: 20 } },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.destroy());

type Answer = { success: boolean; data: Order; message: string };
const move = (order: Order, action: string, body?: unknown, token = cook.token) =>
  call(t, `/api/orders/${order._id}/${action}`, { method: 'POST', token, ...(body === undefined ? {} : { body }) });
const setStatus = (order: Order, body: Record<string, unknown>, token = cook.token) =>
  call(t, `/api/orders/${order._id}/status`, { method: 'PUT', token, body });
const pickup = (overrides: Record<string, unknown> = {}) =>
  placeOrder(t, customer.token, { fulfilment: { type: 'pickup' }, deliveryAddress: undefined, phone: undefined, ...overrides });
const current = async (order: Order) =>
  (await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }))).body.data.find(
    (each) => each._id === order._id,
  )!;
async function toReady(order: Order): Promise<void> {
  expect((await move(order, 'accept', { prepMinutes: 10 })).status).toBe(200);
  expect((await move(order, 'ready')).status).toBe(200);
}

describe('completing an order', () => {
  it('makes a cash pickup paid when it is collected, with a payment line in its history', async () => {
    const order = await pickup();
    await toReady(order);
    const { status, body } = await answer<Answer>(await move(order, 'complete'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed' });
    expect(body.data.statusHistory.slice(-2)).toMatchObject([
      { kind: 'order', status: 'delivered', by: { userId: cook.userId } },
      { kind: 'payment', status: 'completed', by: { userId: cook.userId } },
    ]);
  });

  it('makes a UPI pickup and a cash delivery paid too, but not a UPI delivery', async () => {
    const upiPickup = await pickup({ paymentMethod: 'upi', paymentDetails: upiDetails });
    await toReady(upiPickup);
    expect((await answer<Answer>(await move(upiPickup, 'complete'))).body.data.paymentStatus).toBe('completed');

    const cashDelivery = await placeOrder(t, customer.token);
    await toReady(cashDelivery);
    expect((await move(cashDelivery, 'out-for-delivery')).status).toBe(200);
    expect((await answer<Answer>(await move(cashDelivery, 'complete', {}))).body.data.paymentStatus).toBe('completed');

    const upiDelivery = await placeOrder(t, customer.token, { paymentMethod: 'upi', paymentDetails: upiDetails });
    await toReady(upiDelivery);
    expect((await answer<Answer>(await move(upiDelivery, 'complete'))).body.data.paymentStatus).toBe('pending');
  });

  it('leaves the payment alone when the desk says it was not paid, and never touches a card', async () => {
    const unpaid = await pickup();
    await toReady(unpaid);
    const { body } = await answer<Answer>(await move(unpaid, 'complete', { paid: false }));
    expect(body.data).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'pending' });
    expect(body.data.statusHistory.some((change) => change.kind === 'payment' && change.status === 'completed')).toBe(false);

    const card = await pickup({ paymentMethod: 'card', paymentDetails: paidCard });
    await toReady(card);
    expect((await answer<Answer>(await move(card, 'complete', { paid: false }))).body.data.paymentStatus).toBe('completed');
  });

  it('refuses a paid flag that is not true or false, changing nothing', async () => {
    const order = await pickup();
    await toReady(order);
    const refused = await answer<{ message: string }>(await move(order, 'complete', { paid: 'yes' }));
    expect([refused.status, refused.body.message]).toEqual([400, 'paid is true or false.']);
    expect(await current(order)).toMatchObject({ orderStatus: 'ready', paymentStatus: 'pending' });
  });

  it('does the same when Manage Orders sets a cash order delivered', async () => {
    const paid = await pickup();
    expect((await answer<Answer>(await setStatus(paid, { status: 'delivered' }))).body.data).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'completed',
    });
    const unpaid = await placeOrder(t, customer.token);
    expect((await answer<Answer>(await setStatus(unpaid, { status: 'delivered', paid: false }))).body.data).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'pending',
    });
  });
});

describe('cancelling an accepted order', () => {
  it('by hand needs a reason: without one it is refused and nothing changes', async () => {
    const order = await pickup();
    await move(order, 'accept', { prepMinutes: 15 });
    for (const body of [{ status: 'cancelled' }, { status: 'cancelled', reason: '   ' }]) {
      const refused = await answer<{ message: string }>(await setStatus(order, body));
      expect([refused.status, refused.body.message]).toEqual([400, DESK_MESSAGES.cancelReason]);
    }
    expect(await current(order)).toMatchObject({ orderStatus: 'processing', rejectionReason: null });
    const cancelled = await answer<Answer>(await setStatus(order, { status: 'cancelled', reason: 'The oven broke' }));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      orderStatus: 'cancelled',
      rejectionReason: 'The oven broke',
      paymentStatus: 'pending',
      refunded: 0,
    });
  });

  it('still lets a new unpaid order be cancelled by hand as before', async () => {
    const order = await placeOrder(t, customer.token);
    expect((await answer<Answer>(await setStatus(order, { status: 'cancelled' }))).body.data.orderStatus).toBe('cancelled');
  });

  it('gives a paid order its money back in the same step, by hand or from the desk, also once it is ready', async () => {
    const byHand = await pickup();
    await move(byHand, 'accept', { prepMinutes: 15 });
    expect(
      (await call(t, `/api/orders/${byHand._id}/payment-status`, { method: 'PUT', token: cook.token, body: { status: 'completed' } }))
        .status,
    ).toBe(200);
    const cancelled = await answer<Answer>(await setStatus(byHand, { status: 'cancelled', reason: 'Sold out of dough' }));
    expect(cancelled.body.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refunded: byHand.totalAmount,
      rejectionReason: 'Sold out of dough',
    });

    const card = await pickup({ paymentMethod: 'card', paymentDetails: paidCard });
    await toReady(card);
    const rejected = await answer<Answer>(await move(card, 'reject', { reason: 'Nobody came for it' }));
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded', refunded: card.totalAmount });
  });

  it('refuses to cancel an order already handed over', async () => {
    const order = await pickup();
    await toReady(order);
    await move(order, 'complete');
    const refused = await answer<{ message: string }>(await setStatus(order, { status: 'cancelled', reason: 'Changed my mind' }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An order that is collected cannot be rejected.');
  });
});

describe('accepting a scheduled order', () => {
  it('counts the prep time back from the slot and keeps it', async () => {
    const slot = new Date(t.clock.now() + 3 * 60 * MINUTE).toISOString();
    const order = await pickup({ fulfilment: { type: 'pickup', slot } });
    const { body } = await answer<Answer>(await move(order, 'accept', { prepMinutes: 25 }));
    expect(body.data).toMatchObject({ readyAt: slot, expectedAt: slot, prepMinutes: 25 });
    expect((await current(order)).prepMinutes).toBe(25);
  });
});

describe("the kitchen's pace", () => {
  it('counts a scheduled order from when its cooking started, not from its accept hours before', async () => {
    const kitchen = await createTestApp();
    try {
      const owner = await signUpOwnerAndCustomer(kitchen);
      expect(
        (await call(kitchen, '/api/settings', { method: 'PUT', token: owner.admin.token, body: { fulfilment: alwaysOpen() } })).status,
      ).toBe(200);
      const slot = new Date(kitchen.clock.now() + 3 * 60 * MINUTE).toISOString();
      const orders = [];
      for (let index = 0; index < 3; index += 1) {
        const order = await placeOrder(kitchen, owner.customer.token, {
          fulfilment: { type: 'pickup', slot },
          deliveryAddress: undefined,
          phone: undefined,
        });
        const accepted = await call(kitchen, `/api/orders/${order._id}/accept`, {
          method: 'POST',
          token: owner.admin.token,
          body: { prepMinutes: 20 },
        });
        expect(accepted.status).toBe(200);
        orders.push(order);
      }
      // Cooking starts 20 minutes before the slot; each is ready 12 minutes later: 3 items each.
      kitchen.clock.advance(3 * 60 * MINUTE - 8 * MINUTE);
      for (const order of orders)
        expect((await call(kitchen, `/api/orders/${order._id}/ready`, { method: 'POST', token: owner.admin.token })).status).toBe(200);
      const board = await answer<{ data: { minutesPerItem: number } }>(await call(kitchen, '/api/desk', { token: owner.admin.token }));
      expect(board.body.data.minutesPerItem).toBe(4);
    } finally {
      await kitchen.destroy();
    }
  });
});
