import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, outboxMails, paymentEvents, refunds } from '../../db/schema/index.ts';
import { AWAITING_PAYMENT_MESSAGE } from '../../domain/order-desk.ts';
import type { Order } from '../../domain/order.ts';
import { WEBHOOK_MESSAGES } from '../../worker/src/payments/handle-payment-event.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, signUpOwnerAndCustomer, signUpUser, type SignedUp } from '../factories/auth.ts';
import { ORDER_UPDATE_MESSAGES } from '../../domain/contracts/orders.ts';
import { answer, orderBody, postOrder } from '../factories/orders.ts';
import { signedWebhook, STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../factories/stripe-stand-in.ts';

/**
 * Card payments through Stripe, end to end over the real SDK: the order opens a PaymentIntent at
 * the stand-in, Stripe's signed webhooks move its payment (once, forward only), and refunds and
 * rejects give the money back through Stripe before anything is recorded.
 */

let standIn: StripeStandIn;
let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: { ...STAND_IN_KEYS, apiBase: standIn.url } } });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(async () => {
  await t?.destroy();
  await standIn?.stop();
});

interface Placed {
  order: Order;
  reference: string;
  clientSecret: string;
}

async function placeCardOrder(): Promise<Placed> {
  const placed = await answer<{ data: Order; payment?: { provider: string; publishableKey: string; clientSecret: string } }>(
    await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token }),
  );
  expect(placed.status).toBe(201);
  const reference = (await row(placed.body.data._id)).paymentReference!;
  return { order: placed.body.data, reference, clientSecret: placed.body.payment!.clientSecret };
}

const row = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)).get())!;
const paymentLines = async (orderId: string) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)))
    .filter((line) => line.kind === 'payment')
    .map((line) => line.status);
const refundRows = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const eventKept = async (id: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).get()) !== undefined;
const onDesk = async () =>
  (await answer<{ data: { orders: Order[] } }>(await call(t, '/api/desk', { token: admin.token }))).body.data.orders.map(
    (order) => order._id,
  );

let eventCounter = 0;
const eventId = () => `evt_test_${++eventCounter}`;

/** A PaymentIntent event as Stripe sends it; `paid` changes what it says was taken. */
function intentEvent(
  placed: Placed,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  id = eventId(),
  paid: { amount_received?: number; currency?: string } = {},
) {
  const amount = cents(placed.order.totalAmount);
  const received =
    type === 'payment_intent.succeeded' ? { amount_received: amount, currency: 'usd', ...paid } : { amount_received: 0, currency: 'usd' };
  return {
    id,
    type,
    object: { id: placed.reference, object: 'payment_intent', amount, ...received, metadata: { orderId: placed.order._id } },
  };
}

function refundEvent(placed: Placed, amountRefunded: number, id = eventId()) {
  return {
    id,
    type: 'charge.refunded',
    object: {
      id: `ch_${id}`,
      object: 'charge',
      payment_intent: placed.reference,
      amount_refunded: amountRefunded,
      metadata: { orderId: placed.order._id },
    },
  };
}

function deliver(hook: { payload: string; signature: string }): Promise<Response> {
  return call(t, '/api/payments/stripe/webhook', { body: hook.payload, headers: { 'Stripe-Signature': hook.signature } });
}

async function pay(placed: Placed): Promise<void> {
  expect((await deliver(await signedWebhook(intentEvent(placed, 'payment_intent.succeeded')))).status).toBe(200);
}

const refund = (orderId: string, body: unknown) => call(t, `/api/orders/${orderId}/refunds`, { body, token: admin.token });
const cents = (amount: number) => Math.round(amount * 100);

const mailsAbout = async (orderId: string) =>
  (await t.db.select({ kind: outboxMails.kind }).from(outboxMails).where(eq(outboxMails.orderId, orderId)).all()).map((mail) => mail.kind);

describe('placing a card order with Stripe', () => {
  it('opens a PaymentIntent for the server total, keeps the payment pending and hands the browser its client secret', async () => {
    const { order, reference, clientSecret } = await placeCardOrder();
    expect(order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', orderStatus: 'pending' });
    const intent = standIn.intents.get(reference)!;
    expect(intent).toMatchObject({ amount: cents(order.totalAmount), currency: 'usd', metadata: { orderId: order._id } });
    expect(clientSecret).toBe(intent.client_secret);
    expect(
      standIn.requests.find((request) => request.path === '/v1/payment_intents' && request.form['metadata[orderId]'] === order._id)
        ?.idempotencyKey,
    ).toBe(`order-${order._id}`);
  });

  it('keeps it off the desk, and refuses to move it, until Stripe says it is paid', async () => {
    const placed = await placeCardOrder();
    expect(await onDesk()).not.toContain(placed.order._id);
    // Nobody is told of an order that may never be paid.
    expect(await mailsAbout(placed.order._id)).toEqual([]);
    const accept = await answer(await call(t, `/api/orders/${placed.order._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token }));
    expect(accept).toMatchObject({ status: 409, body: { message: AWAITING_PAYMENT_MESSAGE } });
    const reject = await answer(await call(t, `/api/orders/${placed.order._id}/reject`, { body: { reason: 'No' }, token: admin.token }));
    expect(reject).toMatchObject({ status: 409, body: { message: AWAITING_PAYMENT_MESSAGE } });

    const hook = await signedWebhook(intentEvent(placed, 'payment_intent.succeeded'));
    const received = await answer(await deliver(hook));
    expect(received).toEqual({ status: 200, body: { received: true } });
    expect(await row(placed.order._id)).toMatchObject({ paymentStatus: 'completed', status: 'pending' });
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'completed']);
    expect(await onDesk()).toContain(placed.order._id);
    expect(await mailsAbout(placed.order._id)).toEqual(['order_received', 'shop_new_order']);
    expect((await call(t, `/api/orders/${placed.order._id}/accept`, { body: { prepMinutes: 15 }, token: admin.token })).status).toBe(200);

    // Stripe sends it again: acknowledged, nothing changes.
    const before = await row(placed.order._id);
    expect(await answer(await deliver(hook))).toEqual({ status: 200, body: { received: true } });
    expect(await row(placed.order._id)).toEqual(before);
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'completed']);
  });

  it.each([
    ['a cent of the total', { amount_received: 1 }, 'Stripe reported $0.01 received'],
    ['the total in yen', { currency: 'jpy' }, 'Stripe reported ¥'],
    ['no amount at all', { amount_received: undefined }, 'Stripe reported an amount it did not name received'],
  ])('holds an order Stripe says was paid with %s, off the desk, with a note for the owner', async (_, paid, note) => {
    const placed = await placeCardOrder();
    expect((await deliver(await signedWebhook(intentEvent(placed, 'payment_intent.succeeded', eventId(), paid)))).status).toBe(200);
    const held = await row(placed.order._id);
    expect(held).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect(held.paymentHold).toContain(note);
    expect(held.paymentHold).toContain("the order's total is $");
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'held']);
    expect(await onDesk()).not.toContain(placed.order._id);
    expect(await mailsAbout(placed.order._id)).toEqual([]);
    const { body } = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: admin.token }));
    expect(body.data.find((order) => order._id === placed.order._id)?.paymentHold).toBe(held.paymentHold);

    // The full payment, when it comes, releases it.
    await pay(placed);
    expect(await row(placed.order._id)).toMatchObject({ paymentStatus: 'completed', paymentHold: null });
    expect(await onDesk()).toContain(placed.order._id);
  });

  it("leaves a card order's payment to Stripe: staff and admins cannot mark it by hand", async () => {
    const placed = await placeCardOrder();
    const cook = await signUpUser(t, { name: 'Carl Cook' });
    await setRole(t, cook.userId, 'staff');
    for (const token of [admin.token, cook.token]) {
      const byHand = await answer(
        await call(t, `/api/orders/${placed.order._id}/payment-status`, { method: 'PUT', body: { status: 'completed' }, token }),
      );
      expect(byHand).toMatchObject({ status: 409, body: { message: ORDER_UPDATE_MESSAGES.cardPaymentByGateway } });
    }
    expect(await row(placed.order._id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await onDesk()).not.toContain(placed.order._id);
  });

  it('applies one event delivered twice at once only once', async () => {
    const placed = await placeCardOrder();
    const hook = await signedWebhook(intentEvent(placed, 'payment_intent.succeeded'));
    const statuses = (await Promise.all([deliver(hook), deliver(hook), deliver(hook)])).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'completed']);
    expect(await mailsAbout(placed.order._id)).toEqual(['order_received', 'shop_new_order']);
  });

  it('lets a failed attempt be paid later, but never a paid one fail (events out of order)', async () => {
    const placed = await placeCardOrder();
    expect((await deliver(await signedWebhook(intentEvent(placed, 'payment_intent.payment_failed')))).status).toBe(200);
    expect((await row(placed.order._id)).paymentStatus).toBe('failed');
    expect(await onDesk()).not.toContain(placed.order._id);

    await pay(placed);
    const late = intentEvent(placed, 'payment_intent.payment_failed');
    expect(await answer(await deliver(await signedWebhook(late)))).toEqual({ status: 200, body: { received: true } });
    expect((await row(placed.order._id)).paymentStatus).toBe('completed');
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'failed', 'completed']);
    expect(await eventKept(late.id)).toBe(true);
  });

  it('finds the order by its payment when an event carries no metadata', async () => {
    const placed = await placeCardOrder();
    const bare = intentEvent(placed, 'payment_intent.succeeded');
    delete (bare.object as { metadata?: unknown }).metadata;
    expect((await deliver(await signedWebhook(bare))).status).toBe(200);
    expect((await row(placed.order._id)).paymentStatus).toBe('completed');
  });
});

describe('refusing what Stripe did not sign', () => {
  it('answers 400 to a forged signature, a tampered payload, a stale or missing signature, and changes nothing', async () => {
    const placed = await placeCardOrder();
    const event = intentEvent(placed, 'payment_intent.succeeded');
    const genuine = await signedWebhook(event);
    const refusals = [
      await signedWebhook(event, { secret: 'whsec_someone_else' }),
      { payload: genuine.payload.replace('"payment_intent.succeeded"', '"payment_intent.succeeded" '), signature: genuine.signature },
      await signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
    ];
    for (const hook of refusals) {
      const refused = await answer<{ message: string; errors: Record<string, string> }>(await deliver(hook));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(WEBHOOK_MESSAGES.badSignature);
      expect(refused.body.errors['stripe-signature']).toBeTruthy();
    }
    const unsigned = await call(t, '/api/payments/stripe/webhook', { body: genuine.payload });
    expect(unsigned.status).toBe(400);
    expect(await row(placed.order._id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await paymentLines(placed.order._id)).toEqual(['pending']);
    expect(await eventKept(event.id)).toBe(false);
  });

  it('acknowledges and logs an event about a payment no order holds, changing nothing', async () => {
    const placed = await placeCardOrder();
    const logged = t.loggedErrors.length;
    const stranger = {
      id: eventId(),
      type: 'payment_intent.succeeded',
      object: { id: 'pi_not_ours', object: 'payment_intent', metadata: { orderId: placed.order._id } },
    };
    expect(await answer(await deliver(await signedWebhook(stranger)))).toEqual({ status: 200, body: { received: true } });
    const nobody = { id: eventId(), type: 'payment_intent.succeeded', object: { id: 'pi_nobody', object: 'payment_intent', metadata: {} } };
    expect((await deliver(await signedWebhook(nobody))).status).toBe(200);
    expect((await row(placed.order._id)).paymentStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, stranger.id)).get()).toMatchObject({
      orderId: null,
      reference: 'pi_not_ours',
    });
    expect(t.loggedErrors.slice(logged).map((entry) => entry.message)).toEqual([
      WEBHOOK_MESSAGES.unknownOrder,
      WEBHOOK_MESSAGES.unknownOrder,
    ]);
    expect(String(t.loggedErrors.at(-1)!.details?.error)).toContain(nobody.id);
  });

  it('is not there without Stripe', async () => {
    const plain = await createTestApp();
    try {
      const hook = await signedWebhook({
        id: 'evt_plain',
        type: 'payment_intent.succeeded',
        object: { id: 'pi_x', object: 'payment_intent' },
      });
      const response = await plain.app.request('/api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': hook.signature },
        body: hook.payload,
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.destroy();
    }
  });
});

describe('refunds through Stripe', () => {
  it('gives back a part, then the rest, through Stripe before recording each; the webhook that follows changes nothing', async () => {
    const placed = await placeCardOrder();
    await pay(placed);
    const id = placed.order._id;
    const total = cents(placed.order.totalAmount);

    const part = await answer<{ data: Order }>(await refund(id, { amount: 5, note: 'Cold fries' }));
    expect(part).toMatchObject({ status: 200, body: { data: { refunded: 5, paymentStatus: 'partially_refunded' } } });
    const rest = await answer<{ data: Order }>(await refund(id, { amount: (total - 500) / 100 }));
    expect(rest).toMatchObject({ status: 200, body: { data: { refunded: placed.order.totalAmount, paymentStatus: 'refunded' } } });

    expect(standIn.refunds.filter((each) => each.payment_intent === placed.reference).map((each) => each.amount)).toEqual([
      500,
      total - 500,
    ]);
    expect(
      standIn.requests
        .filter((request) => request.path === '/v1/refunds' && request.form.payment_intent === placed.reference)
        .map((request) => request.idempotencyKey),
    ).toEqual([`refund-${id}-0-500`, `refund-${id}-500-${total - 500}`]);
    expect((await refundRows(id)).map((each) => [each.amountCents, each.note, each.createdBy])).toEqual([
      [500, 'Cold fries', admin.userId],
      [total - 500, '', admin.userId],
    ]);
    expect(await paymentLines(id)).toEqual(['pending', 'completed', 'partially_refunded', 'refunded']);

    // Stripe's own news of those refunds: already recorded.
    for (const amount of [500, total]) expect((await deliver(await signedWebhook(refundEvent(placed, amount)))).status).toBe(200);
    expect(await row(id)).toMatchObject({ refundedCents: total, paymentStatus: 'refunded' });
    expect(await refundRows(id)).toHaveLength(2);
    expect(await paymentLines(id)).toEqual(['pending', 'completed', 'partially_refunded', 'refunded']);
  });

  it('records a refund made on Stripe itself from its webhook, up to Stripe’s total', async () => {
    const placed = await placeCardOrder();
    await pay(placed);
    const id = placed.order._id;
    expect((await deliver(await signedWebhook(refundEvent(placed, 300)))).status).toBe(200);
    expect((await deliver(await signedWebhook(refundEvent(placed, 800)))).status).toBe(200);
    expect(await row(id)).toMatchObject({ refundedCents: 800, paymentStatus: 'partially_refunded' });
    expect((await refundRows(id)).map((each) => [each.amountCents, each.note, each.createdBy])).toEqual([
      [300, WEBHOOK_MESSAGES.refundNote, null],
      [500, WEBHOOK_MESSAGES.refundNote, null],
    ]);
    // An older total arriving late lowers nothing.
    expect((await deliver(await signedWebhook(refundEvent(placed, 300)))).status).toBe(200);
    expect((await row(id)).refundedCents).toBe(800);
  });

  it('refuses to refund a card payment Stripe has not taken', async () => {
    const placed = await placeCardOrder();
    const refused = await answer<{ message: string }>(await refund(placed.order._id, { amount: 1 }));
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'Nothing has been paid on this order yet, so there is nothing to give back.' },
    });
    expect(await refundRows(placed.order._id)).toEqual([]);
  });

  it('answers 502 and records nothing when Stripe refuses', async () => {
    const placed = await placeCardOrder();
    await pay(placed);
    const before = await row(placed.order._id);
    standIn.failNext('POST', /^\/v1\/refunds$/, 400, 'Charge ch_123 has already been refunded.');
    const refused = await answer<{ message: string }>(await refund(placed.order._id, { amount: 2 }));
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain('Charge ch_123 has already been refunded.');
    expect(await row(placed.order._id)).toEqual(before);
    expect(await refundRows(placed.order._id)).toEqual([]);
    expect(await paymentLines(placed.order._id)).toEqual(['pending', 'completed']);
  });

  it('keeps cash refunds as they were: recorded, nothing sent to Stripe', async () => {
    const cash = await answer<{ data: Order }>(await postOrder(t, orderBody(), { token: customer.token }));
    const sent = standIn.requests.length;
    expect((await refund(cash.body.data._id, { amount: 1 })).status).toBe(200);
    expect(standIn.requests.length).toBe(sent);
    expect(await refundRows(cash.body.data._id)).toHaveLength(1);
  });
});

describe('rejecting a paid card order', () => {
  it('gives what is left back through Stripe and ends cancelled and refunded', async () => {
    const placed = await placeCardOrder();
    await pay(placed);
    const id = placed.order._id;
    const total = cents(placed.order.totalAmount);
    expect((await refund(id, { amount: 1 })).status).toBe(200);

    const rejected = await answer<{ data: Order }>(
      await call(t, `/api/orders/${id}/reject`, { body: { reason: 'Out of rice' }, token: admin.token }),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
      refunded: placed.order.totalAmount,
      rejectionReason: 'Out of rice',
    });
    expect(standIn.refunds.filter((each) => each.payment_intent === placed.reference).map((each) => each.amount)).toEqual([
      100,
      total - 100,
    ]);
    expect((await refundRows(id)).map((each) => [each.amountCents, each.note])).toEqual([
      [100, ''],
      [total - 100, 'Order rejected: Out of rice'],
    ]);
    expect(await paymentLines(id)).toEqual(['pending', 'completed', 'partially_refunded', 'refunded']);
  });

  it('fails with 502 and changes nothing when Stripe refuses the refund', async () => {
    const placed = await placeCardOrder();
    await pay(placed);
    const before = await row(placed.order._id);
    standIn.failNext('POST', /^\/v1\/refunds$/, 400, 'This PaymentIntent has no charge to refund.');
    const refused = await answer<{ message: string }>(
      await call(t, `/api/orders/${placed.order._id}/reject`, { body: { reason: 'Closed' }, token: admin.token }),
    );
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain('no charge to refund');
    expect(await row(placed.order._id)).toEqual(before);
    expect(await refundRows(placed.order._id)).toEqual([]);
  });
});
