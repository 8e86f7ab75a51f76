import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderStatusHistory, refunds, slotBookings, stockLevels } from '../../db/schema/index.ts';
import type { OrderChangeAnswer } from '../../domain/contracts/order-change.ts';
import { ORDER_CHANGE_MESSAGES } from '../../domain/order-change/change-rules.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { openGroceryShop } from '../factories/grocery-shop.ts';
import { mailKinds } from '../factories/order-trail.ts';
import { answer, orderBody, paidCard, placeOrder } from '../factories/orders.ts';

// Staff change a placed order (docs/product/counter-orders.md, "Changing a placed order"): its
// lines, time, address and notes, with a reason; the money follows (cash, a card's refund, an
// extra paid through a link), and so do its stock and slot place. The test gateway takes cards.

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let clerk: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ config: { orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  clerk = await signUpUser(t, { name: 'Cora Clerk' });
  await setRole(t, clerk.userId, 'staff');
});
afterAll(() => t.destroy());

type Changed = OrderChangeAnswer & { code?: string; errors?: Record<string, string> };
const change = async (order: Pick<Order, '_id'>, body: Record<string, unknown>, token: string | undefined = clerk.token) =>
  answer<Changed>(await call(t, `/api/orders/${order._id}`, { method: 'PATCH', body, token }));
const margheritas = (quantity: number) => ({ productId: 'margherita-pizza', quantity });
const dragonRoll = { productId: 'dragon-roll', quantity: 1 };
const changeLines = async (order: Order) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id))).filter((line) => line.kind === 'change');
const byCard = { paymentMethod: 'card', paymentDetails: paidCard };

describe('a cash order', () => {
  it('takes another dish: repriced, its history says who changed what and why, the customer is mailed', async () => {
    const order = await placeOrder(t, customer.token);
    const { status, body } = await change(order, { products: [margheritas(3), dragonRoll], reason: 'Customer called for one more' });
    expect(status).toBe(200);
    expect(body.message).toBe(ORDER_CHANGE_MESSAGES.changed);
    expect(body.data.products.map((line) => [line.productId, line.quantity])).toEqual([
      ['margherita-pizza', 3],
      ['dragon-roll', 1],
    ]);
    expect(body.data.totalAmount).toBeCloseTo(order.totalAmount + 12.99, 2);
    expect(body.change).toEqual({
      previousTotal: order.totalAmount,
      total: body.data.totalAmount,
      difference: 12.99,
      settlement: 'collect_on_hand_over',
      refunded: 0,
      paymentLink: null,
    });
    expect(body.data.changedAt).not.toBeNull();
    const history = body.data.statusHistory.at(-1)!;
    expect(history).toMatchObject({ kind: 'change', status: 'changed', by: { userId: clerk.userId, name: 'Cora Clerk' } });
    expect(history.change).toMatchObject({
      reason: 'Customer called for one more',
      differences: [{ kind: 'quantity', name: 'Margherita Pizza', from: 2, to: 3 }],
      settlement: 'collect_on_hand_over',
    });
    expect(await mailKinds(t, order._id)).toContain('order_changed');
  });

  it('keeps what is left out: notes alone change the notes', async () => {
    const order = await placeOrder(t, customer.token);
    const { status, body } = await change(order, { notes: 'Ring twice', reason: 'Asked by phone' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ notes: 'Ring twice', totalAmount: order.totalAmount });
    expect(body.change.settlement).toBe('none');
    expect((await changeLines(order))[0]!.detail?.differences).toEqual([{ kind: 'notes', to: 'Ring twice' }]);
  });

  it('refuses an empty order, a missing reason, and nothing is written', async () => {
    const order = await placeOrder(t, customer.token);
    const empty = await change(order, { products: [], reason: 'Nothing wanted' });
    expect(empty.status).toBe(400);
    const reasonless = await change(order, { notes: 'x' });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.message).toBe(ORDER_CHANGE_MESSAGES.reasonMissing);
    expect(await changeLines(order)).toEqual([]);
  });

  it('is no longer changed once ready (409), and not by customers (403), nobody signed out (401), nor an unknown order (404)', async () => {
    const order = await placeOrder(t, customer.token);
    const body = { notes: 'x', reason: 'Because' };
    expect((await change(order, body, customer.token)).status).toBe(403);
    expect((await change(order, body, '')).status).toBe(401);
    expect((await change({ _id: 'f'.repeat(24) }, body)).status).toBe(404);
    expect((await call(t, `/api/orders/${order._id}/accept`, { body: { prepMinutes: 10 }, token: clerk.token })).status).toBe(200);
    expect((await call(t, `/api/orders/${order._id}/ready`, { method: 'POST', token: clerk.token })).status).toBe(200);
    const late = await change(order, body);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: ORDER_CHANGE_MESSAGES.final, code: 'order_final' });
  });
});

describe('a coupon', () => {
  it("still needs its minimum: a change under it is refused with the field's message", async () => {
    await t.db.insert(coupons).values({ code: 'BIGONE', discountPercent: 10, minOrderCents: 3000 });
    const order = await placeOrder(t, customer.token, { couponCode: 'BIGONE' });
    expect(order.discountPercent).toBe(10);
    const { status, body } = await change(order, { products: [margheritas(1)], reason: 'Only one pizza' });
    expect(status).toBe(400);
    expect(body.errors?.products).toBe(body.message);
    expect(body.message).toContain('30.00');
    const kept = await change(order, { products: [margheritas(3)], reason: 'Three pizzas' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ couponCode: 'BIGONE', discountPercent: 10 });
  });
});

describe('a card paid', () => {
  it('gets the difference back when a line comes off; the books count what the order costs now', async () => {
    const order = await placeOrder(t, customer.token, byCard);
    const { status, body } = await change(order, { products: [margheritas(2)], reason: 'Sushi is off' });
    expect(status).toBe(200);
    // The Dragon Roll and the fee stay as placed: the roll's 13.99 goes back.
    expect(body.change).toMatchObject({ settlement: 'refunded', refunded: 13.99, difference: -13.99 });
    expect(body.data).toMatchObject({ paymentStatus: 'completed', refunded: 0 });
    // Not a refund of the order as it stands: its total fell by as much.
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    expect((await changeLines(order))[0]!.detail).toMatchObject({
      settlement: 'refunded',
      differences: [{ kind: 'removed', name: 'Dragon Roll' }],
    });
  });

  it('asks the extra by a mailed link, which the customer pays; the kitchen waits for it where the owner says so', async () => {
    const saved = await call(t, '/api/settings', { method: 'PUT', body: { kitchenWaitsForExtra: true }, token: admin.token });
    expect(saved.status).toBe(200);
    const order = await placeOrder(t, customer.token, byCard);
    expect((await call(t, `/api/orders/${order._id}/accept`, { body: { prepMinutes: 10 }, token: clerk.token })).status).toBe(200);
    const { status, body } = await change(order, { products: [margheritas(3), dragonRoll], reason: 'One more pizza' });
    expect(status).toBe(200);
    expect(body.change).toMatchObject({ settlement: 'payment_link', difference: 12.99 });
    expect(body.change.paymentLink).toEqual({ url: expect.stringMatching(/\/myorders$/), amount: 12.99 });
    expect(body.data.extraPayment).toMatchObject({ amount: 12.99, status: 'requested', paidAt: null });
    expect(await mailKinds(t, order._id)).toContain('order_changed');

    const ready = await call(t, `/api/orders/${order._id}/ready`, { method: 'POST', token: clerk.token });
    expect(ready.status).toBe(409);
    expect(await ready.json()).toMatchObject({ code: 'extra_unpaid', message: ORDER_CHANGE_MESSAGES.extraUnpaid });

    const pay = (token: string) =>
      call(t, `/api/orders/${order._id}/extra-payment`, { method: 'POST', body: { card: { token: 'tok_test_visa' } }, token });
    expect((await pay(admin.token)).status).toBe(403);
    const paid = await answer<{ data: Order; message: string }>(await pay(customer.token));
    expect(paid.status).toBe(200);
    expect(paid.body.data.extraPayment).toMatchObject({ status: 'paid', amount: 12.99 });
    expect(paid.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'change', status: 'extra_paid' });
    const again = await pay(customer.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'extra_not_due' });
    expect((await call(t, `/api/orders/${order._id}/ready`, { method: 'POST', token: clerk.token })).status).toBe(200);

    await call(t, '/api/settings', { method: 'PUT', body: { kitchenWaitsForExtra: false }, token: admin.token });
  });

  it('withdraws the extra asked when a later change brings the total back', async () => {
    const order = await placeOrder(t, customer.token, byCard);
    const more = await change(order, { products: [margheritas(3), dragonRoll], reason: 'One more pizza' });
    expect(more.body.data.extraPayment?.status).toBe('requested');
    const back = await change(order, { products: [margheritas(2), dragonRoll], reason: 'Not that pizza after all' });
    expect(back.status).toBe(200);
    expect(back.body.change.settlement).toBe('none');
    expect(back.body.data.extraPayment?.status).toBe('withdrawn');
  });
});

describe('stock and slots', () => {
  it('moves the stock with the lines, and refuses more than there is with nothing written', async () => {
    const { basmati } = await openGroceryShop(t, admin.token, ['basmati'], 3);
    const stockOf = async () => (await t.db.select().from(stockLevels).where(eq(stockLevels.foodId, basmati)).get())?.quantityMilli;
    const order = await placeOrder(t, customer.token, { products: [{ productId: basmati, quantity: 2 }] });
    expect(await stockOf()).toBe(1000);
    const all = await change(order, { products: [{ productId: basmati, quantity: 3 }], reason: 'All of it' });
    expect(all.status).toBe(200);
    expect(await stockOf()).toBe(0);
    const more = await change(order, { products: [{ productId: basmati, quantity: 4 }], reason: 'More than there is' });
    expect(more.status).toBe(409);
    expect(more.body.code).toBe('stock_short');
    expect(await stockOf()).toBe(0);
    expect((await changeLines(order)).length).toBe(1);
    const fewer = await change(order, { products: [{ productId: basmati, quantity: 1 }], reason: 'Just one' });
    expect(fewer.status).toBe(200);
    expect(await stockOf()).toBe(2000);
  });

  it('moves the order to another slot, refusing a full one', async () => {
    const fulfilment = {
      timeZone: 'UTC',
      weekly: Array.from({ length: 7 }, () => [{ open: '00:00', close: '23:59' }]),
      closures: [],
      pause: { paused: false, until: null },
      delivery: { enabled: true, leadMinutes: 30 },
      pickup: { enabled: true, leadMinutes: 15 },
      scheduling: { enabled: true, slotMinutes: 30, horizonDays: 2, ordersPerSlot: 1 },
      zones: [],
    };
    expect((await call(t, '/api/settings', { method: 'PUT', body: { fulfilment }, token: admin.token })).status).toBe(200);
    const slotAt = (hours: number) => new Date(Math.ceil(t.clock.now() / 1_800_000) * 1_800_000 + hours * 3_600_000).toISOString();
    const first = await placeOrder(t, customer.token, { fulfilment: { type: 'delivery', slot: slotAt(2) } });
    const second = await placeOrder(t, customer.token, { fulfilment: { type: 'delivery', slot: slotAt(3) } });
    const full = await change(second, { fulfilment: { type: 'delivery', slot: slotAt(2) }, reason: 'Earlier please' });
    expect(full.status).toBe(400);
    expect(full.body.errors?.fulfilment).toBeDefined();
    const moved = await change(second, { fulfilment: { type: 'pickup', slot: slotAt(4) }, reason: 'Collecting instead' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.fulfilment).toMatchObject({ type: 'pickup', slotStart: slotAt(4) });
    const places = new Map((await t.db.select().from(slotBookings)).map((slot) => [new Date(slot.slotStart).toISOString(), slot.orders]));
    expect([places.get(slotAt(2)), places.get(slotAt(3)), places.get(slotAt(4))]).toEqual([1, 0, 1]);
    expect(first.fulfilment.slotStart).toBe(slotAt(2));

    // Accepted, its ready and arrival times move with its slot, as the desk's Accept sets them.
    expect((await call(t, `/api/orders/${first._id}/accept`, { body: { prepMinutes: 10 }, token: clerk.token })).status).toBe(200);
    const later = await change(first, { fulfilment: { type: 'delivery', slot: slotAt(5) }, reason: 'Later please' });
    expect(later.status).toBe(200);
    expect(later.body.data.expectedAt).toBe(slotAt(5));
    expect(Date.parse(later.body.data.readyAt!)).toBeLessThan(Date.parse(slotAt(5)));
  });
});

describe('a guest’s card order', () => {
  it('is paid on its tracking page: the link names it, its token pays the extra', async () => {
    const guest = { name: 'Gus Guest', email: 'gus@example.com', phone: '(217) 555-0111' };
    const placed = await answer<{ data: Order; trackingUrl: string }>(
      await call(t, '/api/orders', { body: { ...orderBody({ phone: undefined }), guest, ...byCard } }),
    );
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const token = placed.body.trackingUrl.split('/track/')[1]!;
    const { body } = await change(order, { products: [margheritas(3), dragonRoll], reason: 'One more pizza' });
    expect(body.change.paymentLink?.url).toMatch(new RegExp(`/track/${token}$`));
    const pay = (headers: Record<string, string>) =>
      call(t, `/api/orders/${order._id}/extra-payment`, { method: 'POST', body: { card: { token: 'tok_test_visa' } }, headers });
    expect((await pay({})).status).toBe(401);
    expect((await pay({ 'Tracking-Token': 'not-the-token' })).status).toBe(403);
    const paid = await answer<{ data: Order }>(await pay({ 'Tracking-Token': token }));
    expect(paid.status).toBe(200);
    expect(paid.body.data.extraPayment?.status).toBe('paid');
    expect(paid.body.data.statusHistory.at(-1)).toMatchObject({ kind: 'change', status: 'extra_paid', by: null });
  });
});

describe('a dish sold out since the order was placed', () => {
  it('stays on the order through a change; a new one must be on sale', async () => {
    const order = await placeOrder(t, customer.token);
    const availability = (isAvailable: boolean) =>
      call(t, '/api/foods/dragon-roll/availability', { method: 'PATCH', body: { isAvailable }, token: admin.token });
    expect((await availability(false)).status).toBe(200);
    const kept = await change(order, { products: [margheritas(3), dragonRoll], reason: 'One more pizza' });
    expect(kept.status).toBe(200);
    const other = await placeOrder(t, customer.token, { products: [margheritas(1)] });
    expect((await change(other, { products: [margheritas(1), dragonRoll], reason: 'Add sushi' })).status).toBe(400);
    expect((await availability(true)).status).toBe(200);
  });
});

// Last: a second location makes every order name its own.
describe('staff of another location', () => {
  it('may not change the order (403)', async () => {
    const riverside = await call(t, '/api/locations', {
      body: { name: 'Riverside', address: { street: '9 River Road', city: 'Springfield', country: 'US' }, phone: '217 555 0199' },
      token: admin.token,
    });
    expect(riverside.status).toBe(201);
    const order = await placeOrder(t, customer.token, { locationId: 1 });
    const put = await call(t, `/api/admin/users/${clerk.userId}`, { method: 'PUT', body: { locationIds: [2] }, token: admin.token });
    expect(put.status).toBe(200);
    expect((await change(order, { notes: 'x', reason: 'Because' })).status).toBe(403);
  });
});
