import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { type GrocerIds, placeWorkedOrder, stockGrocer } from '../factories/grocery-shop.ts';
import { mailKinds, paymentLines } from '../factories/order-trail.ts';
import { answer } from '../factories/orders.ts';
import { signedWebhook, STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../factories/stripe-stand-in.ts';

// A card on an order the shop picks, through Stripe (the real SDK against the stand-in): a
// PaymentIntent captured by hand, held once the customer confirms it
// (payment_intent.amount_capturable_updated), captured at the final amount with
// amount_to_capture once the order is picked, cancelled when the order is.

let standIn: StripeStandIn;
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let picker: SignedUp;
let ids: GrocerIds;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: { ...STAND_IN_KEYS, apiBase: standIn.url }, orderLimitPerCustomer: 1_000 } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  picker = await signUpUser(t, { name: 'Pia Picker' });
  await setRole(t, picker.userId, 'staff');
  ids = await stockGrocer(t, admin.token, 100);
});
afterAll(async () => {
  await t?.destroy();
  await standIn?.stop();
});

interface Placed {
  order: Order;
  reference: string;
}

type Answer = { data: Order; message: string; code?: string };

/** The worked order by card: 17.76, held for 19.54 once the customer confirms it. */
async function placeHeldOrder(): Promise<Placed> {
  const order = await placeWorkedOrder(t, customer.token, ids, { paymentMethod: 'card' });
  return { order, reference: (await row(order._id)).paymentReference! };
}

const row = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)).get())!;
const read = async (placed: Placed) =>
  (await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: admin.token }))).body.data.find(
    (order) => order._id === placed.order._id,
  )!;
const post = async (placed: Placed, action: string, body?: unknown) =>
  answer<Answer>(await call(t, `/api/orders/${placed.order._id}/${action}`, { method: 'POST', body, token: picker.token }));

let eventCounter = 0;
function deliver(type: string, placed: Placed, object: Record<string, unknown>): Promise<Response> {
  const event = {
    id: `evt_hold_${++eventCounter}`,
    type,
    object: { id: placed.reference, object: 'payment_intent', currency: 'usd', metadata: { orderId: placed.order._id }, ...object },
  };
  return signedWebhook(event).then((hook) =>
    call(t, '/api/payments/stripe/webhook', { body: hook.payload, headers: { 'Stripe-Signature': hook.signature } }),
  );
}

/** The customer confirms the payment, and Stripe says the card holds it. */
async function hold(placed: Placed, amountCapturable?: number): Promise<void> {
  const intent = standIn.confirm(placed.reference);
  const held = { status: intent.status, amount: intent.amount, amount_capturable: amountCapturable ?? intent.amount_capturable };
  expect((await deliver('payment_intent.amount_capturable_updated', placed, held)).status).toBe(200);
}

async function acceptAndPick(placed: Placed): Promise<{ status: number; body: Answer }> {
  expect((await post(placed, 'accept', { prepMinutes: 15 })).status).toBe(200);
  const lines = [
    { index: 0, status: 'picked', quantity: 1.42 },
    { index: 1, status: 'replaced', productId: ids.jasmine },
    { index: 2, status: 'missing' },
  ];
  expect((await post(placed, 'pick', { lines })).status).toBe(200);
  return post(placed, 'pick/complete');
}

const captures = (placed: Placed) =>
  standIn.requests.filter((request) => request.path === `/v1/payment_intents/${placed.reference}/capture`).map((request) => request.form);

describe('a card held through Stripe', () => {
  let placed: Placed;

  it('opens a PaymentIntent captured by hand, for the estimate and the margin', async () => {
    placed = await placeHeldOrder();
    expect(standIn.intents.get(placed.reference)).toMatchObject({
      amount: 1954,
      capture_method: 'manual',
      status: 'requires_payment_method',
    });
    expect(placed.order).toMatchObject({ paymentStatus: 'pending', totalAmount: 17.76, amountAuthorized: null, amountCaptured: null });
    expect(await mailKinds(t, placed.order._id)).toEqual([]);
  });

  it('is held once Stripe says the card holds it: the order reaches the desk and its mails go', async () => {
    await hold(placed);
    expect(await read(placed)).toMatchObject({ paymentStatus: 'authorized', amountAuthorized: 19.54, authorizedAt: expect.any(String) });
    expect(await paymentLines(t, placed.order._id)).toEqual(['pending', 'authorized']);
    expect(await mailKinds(t, placed.order._id)).toEqual(['order_received', 'shop_new_order']);
  });

  it('is captured at the final amount once the order is picked; Stripe’s word of it changes nothing', async () => {
    const completed = await acceptAndPick(placed);
    expect(completed.body.data).toMatchObject({ totalAmount: 15.24, paymentStatus: 'completed', amountCaptured: 15.24 });
    expect(captures(placed)).toEqual([{ amount_to_capture: '1524' }]);
    expect(standIn.intents.get(placed.reference)).toMatchObject({ status: 'succeeded', amount_received: 1524 });

    const succeeded = { status: 'succeeded', amount: 1954, amount_received: 1524 };
    expect((await deliver('payment_intent.succeeded', placed, succeeded)).status).toBe(200);
    expect(await paymentLines(t, placed.order._id)).toEqual(['pending', 'authorized', 'completed']);
    expect((await row(placed.order._id)).paymentHold).toBeNull();
  });

  it('is refunded through Stripe on its final lines', async () => {
    const refunded = await answer<Answer>(
      await call(t, `/api/orders/${placed.order._id}/refunds`, { body: { amount: 2 }, token: admin.token }),
    );
    expect(refunded.body.data).toMatchObject({ paymentStatus: 'partially_refunded', refunded: 2 });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === placed.reference).map((refund) => refund.amount)).toEqual([200]);
  });

  it('keeps an order held for another amount off the desk, with a note for the owner', async () => {
    const other = await placeHeldOrder();
    await hold(other, 100);
    const kept = await row(other.order._id);
    expect(kept).toMatchObject({ paymentStatus: 'pending', authorizedAt: null });
    expect(kept.paymentHold).toContain('Stripe reported $1.00 held on the card, but the order asked for a hold of $19.54.');
  });
});

describe('a Stripe capture that fails', () => {
  it('keeps the pick and the hold; Stripe’s word of a capture made since records it at the final amount', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    standIn.failNext('POST', /\/capture$/, 500, 'Something went wrong on Stripe’s end.');
    standIn.failNext('POST', /\/capture$/, 500, 'Something went wrong on Stripe’s end.');
    standIn.failNext('POST', /\/capture$/, 500, 'Something went wrong on Stripe’s end.');
    const completed = await acceptAndPick(placed);
    expect(completed.body).toMatchObject({
      message: 'Order picked: its final amount is set, but its card could not be charged. Charge it from Manage Orders.',
      data: { paymentStatus: 'authorized', totalAmount: 15.24 },
    });
    expect(t.loggedErrors.at(-1)?.message).toBe('Charging a held card failed');

    // Captured on Stripe's dashboard, say: the webhook's amount is the final one, and it is accepted.
    const succeeded = { status: 'succeeded', amount: 1954, amount_received: 1524 };
    expect((await deliver('payment_intent.succeeded', placed, succeeded)).status).toBe(200);
    expect(await read(placed)).toMatchObject({ paymentStatus: 'completed', amountCaptured: 15.24 });
    expect(await post(placed, 'charge')).toMatchObject({ status: 409, body: { code: 'card_not_held' } });
  });

  it('is charged again by staff', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    standIn.failNext('POST', /\/capture$/, 402, 'Your card has insufficient funds.');
    expect((await acceptAndPick(placed)).body.data.paymentStatus).toBe('authorized');
    const charged = await post(placed, 'charge');
    expect(charged).toMatchObject({ status: 200, body: { data: { paymentStatus: 'completed', amountCaptured: 15.24 } } });
    expect(captures(placed).at(-1)).toEqual({ amount_to_capture: '1524' });
  });
});

describe('a Stripe hold that ends uncharged', () => {
  it('is cancelled when the order is rejected; Stripe’s word of it changes nothing', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    const rejected = await post(placed, 'reject', { reason: 'Out of tomatoes' });
    expect(rejected.body.data).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'released' });
    expect(standIn.intents.get(placed.reference)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    expect((await deliver('payment_intent.canceled', placed, { status: 'canceled' })).status).toBe(200);
    expect(await paymentLines(t, placed.order._id)).toEqual(['pending', 'authorized', 'released']);
  });

  it('refuses the reject, changing nothing, when Stripe will not cancel it', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    standIn.failNext('POST', /\/cancel$/, 400, 'This PaymentIntent cannot be canceled right now.');
    const refused = await post(placed, 'reject', { reason: 'Closed' });
    expect(refused).toMatchObject({ status: 502, body: { code: 'release_failed' } });
    expect(refused.body.message).toContain('This PaymentIntent cannot be canceled right now.');
    expect(await row(placed.order._id)).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
  });

  it('is released when it lapses and Stripe cancels it', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    expect((await deliver('payment_intent.canceled', placed, { status: 'canceled' })).status).toBe(200);
    expect(await read(placed)).toMatchObject({ paymentStatus: 'released', amountCaptured: null });
  });
});

describe('a Stripe hold whose order moves on without a pick', () => {
  it('is captured at the estimate when the order is made ready', async () => {
    const placed = await placeHeldOrder();
    await hold(placed);
    expect((await post(placed, 'accept', { prepMinutes: 15 })).status).toBe(200);
    const ready = await post(placed, 'ready');
    expect(ready.body.data).toMatchObject({ orderStatus: 'ready', paymentStatus: 'completed', amountCaptured: 17.76 });
    expect(captures(placed)).toEqual([{ amount_to_capture: '1776' }]);
  });
});
