import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.ts';
import type { ExtraPaymentAnswer, OrderChangeAnswer } from '../../domain/contracts/order-change.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer, placeOrder } from '../factories/orders.ts';
import { signedWebhook, STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../factories/stripe-stand-in.ts';

// A card paid through Stripe, changed by staff (docs/decisions/031-paying-the-extra-of-a-changed-order.md):
// a cheaper order's difference goes back through Stripe, and Stripe's word of that refund records
// no refund; a dearer one's extra is a PaymentIntent of its own, confirmed in the browser and marked
// paid by its webhook.

let standIn: StripeStandIn;
let t: TestApp;
let customer: SignedUp;
let clerk: SignedUp;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: { ...STAND_IN_KEYS, apiBase: standIn.url }, orderLimitPerCustomer: 1_000 } });
  ({ customer } = await signUpOwnerAndCustomer(t));
  clerk = await signUpUser(t, { name: 'Cora Clerk' });
  await setRole(t, clerk.userId, 'staff');
});
afterAll(async () => {
  await t?.destroy();
  await standIn?.stop();
});

let eventCounter = 0;
async function deliver(type: string, object: Record<string, unknown>): Promise<Response> {
  const hook = await signedWebhook({ id: `evt_change_${++eventCounter}`, type, object });
  return call(t, '/api/payments/stripe/webhook', { body: hook.payload, headers: { 'Stripe-Signature': hook.signature } });
}

/** Two Margheritas and a Dragon Roll by card, confirmed and paid. */
async function placePaid(): Promise<{ order: Order; reference: string }> {
  const order = await placeOrder(t, customer.token, { paymentMethod: 'card' });
  const { paymentReference: reference } = (await t.db.select().from(orders).where(eq(orders.id, order._id)).get())!;
  const intent = standIn.confirm(reference!);
  const paid = { id: reference, object: 'payment_intent', status: intent.status, amount: intent.amount, amount_received: intent.amount };
  expect((await deliver('payment_intent.succeeded', { ...paid, currency: 'usd', metadata: { orderId: order._id } })).status).toBe(200);
  return { order, reference: reference! };
}

const change = async (order: Order, body: Record<string, unknown>) =>
  answer<OrderChangeAnswer>(await call(t, `/api/orders/${order._id}`, { method: 'PATCH', body, token: clerk.token }));

describe('a card paid through Stripe', () => {
  it('gets a cheaper order’s difference back through Stripe; Stripe’s word of it records no refund', async () => {
    const { order, reference } = await placePaid();
    const { status, body } = await change(order, { products: [{ productId: 'margherita-pizza', quantity: 2 }], reason: 'Sushi is off' });
    expect(status).toBe(200);
    expect(body.change).toMatchObject({ settlement: 'refunded', refunded: 13.99 });
    expect(standIn.refunds.at(-1)).toMatchObject({ amount: 1399, payment_intent: reference });
    const refunded = {
      id: `ch_${reference}`,
      object: 'charge',
      payment_intent: reference,
      amount_refunded: 1399,
      metadata: { orderId: order._id },
    };
    expect((await deliver('charge.refunded', refunded)).status).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order._id)).get())!).toMatchObject({
      paymentStatus: 'completed',
      refundedCents: 0,
      changeReturnedCents: 1399,
    });
  });

  it('asks a dearer order’s extra as a PaymentIntent of its own, paid once Stripe says so', async () => {
    const { order, reference } = await placePaid();
    const more = await change(order, {
      products: [
        { productId: 'margherita-pizza', quantity: 3 },
        { productId: 'dragon-roll', quantity: 1 },
      ],
      reason: 'One more pizza',
    });
    expect(more.body.change).toMatchObject({ settlement: 'payment_link', paymentLink: { amount: 12.99 } });

    const asked = await answer<ExtraPaymentAnswer>(
      await call(t, `/api/orders/${order._id}/extra-payment`, { method: 'POST', body: {}, token: customer.token }),
    );
    expect(asked.status).toBe(200);
    expect(asked.body.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: STAND_IN_KEYS.publishableKey,
      clientSecret: expect.any(String),
    });
    expect(asked.body.data.extraPayment).toMatchObject({ status: 'requested', amount: 12.99 });
    const extra = [...standIn.intents.values()].find((intent) => intent.id !== reference && intent.metadata.orderId === order._id)!;
    expect(extra).toMatchObject({ amount: 1299, capture_method: 'automatic' });

    const confirmed = standIn.confirm(extra.id);
    const paid = { id: extra.id, object: 'payment_intent', status: confirmed.status, amount: 1299, amount_received: 1299, currency: 'usd' };
    expect((await deliver('payment_intent.succeeded', { ...paid, metadata: { orderId: order._id } })).status).toBe(200);
    const mine = await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }));
    const now = mine.body.data.find((candidate) => candidate._id === order._id)!;
    expect(now.extraPayment).toMatchObject({ status: 'paid', amount: 12.99, paidAt: expect.any(String) });
    expect(now).toMatchObject({ paymentStatus: 'completed', totalAmount: order.totalAmount + 12.99 });
  });
});
