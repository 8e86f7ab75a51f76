import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.ts';
import type { Order } from '../../domain/order.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, signUpUser } from '../factories/auth.ts';
import { answer, orderBody, paidCard, postOrder } from '../factories/orders.ts';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../factories/stripe-stand-in.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** The rules give message keys; a request without Accept-Language is answered in English. */
const english = translator('en');

type Settings = { data: { card: unknown } };
type Placed = { data: Order; payment?: { provider: string; publishableKey: string; clientSecret: string } };

describe('a production shop without a gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { testPayments: false } });
  });
  afterAll(() => t.destroy());

  it('offers no card payment, refuses a card order and keeps nothing, and still takes cash', async () => {
    expect((await answer<Settings>(await call(t, '/api/payments/config'))).body.data.card).toBeNull();
    const customer = await signUpUser(t);
    const refused = await answer<{ message: string }>(
      await postOrder(t, orderBody({ paymentMethod: 'card', paymentDetails: paidCard }), { token: customer.token }),
    );
    expect(refused).toMatchObject({ status: 400, body: { message: english(CHECKOUT_MESSAGES.cardsUnavailable) } });
    expect(
      (await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }))).body.data,
    ).toEqual([]);
    expect((await postOrder(t, orderBody(), { token: customer.token })).status).toBe(201);
  });
});

describe('the test gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.destroy());

  it('says test mode, and still wants the card token', async () => {
    expect((await answer<Settings>(await call(t, '/api/payments/config'))).body.data.card).toEqual({ provider: 'test', testMode: true });
    const customer = await signUpUser(t);
    const refused = await answer<{ message: string }>(await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token }));
    expect(refused).toMatchObject({ status: 400, body: { message: english(CHECKOUT_MESSAGES.cardIncomplete) } });
    const paid = await answer<Placed>(
      await postOrder(t, orderBody({ paymentMethod: 'card', paymentDetails: paidCard }), { token: customer.token }),
    );
    expect(paid.body.data.paymentStatus).toBe('completed');
    expect(paid.body.payment).toBeUndefined();
  });
});

describe('Stripe', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({ config: { stripe: { ...STAND_IN_KEYS, apiBase: standIn.url } } });
  });
  afterAll(async () => {
    t.destroy();
    await standIn.stop();
  });

  it('gives the browser the publishable key', async () => {
    expect((await answer<Settings>(await call(t, '/api/payments/config'))).body.data.card).toEqual({
      provider: 'stripe',
      publishableKey: STAND_IN_KEYS.publishableKey,
    });
  });

  it('opens a payment for the server total before the order is written, pending until Stripe says it was paid', async () => {
    const customer = await signUpUser(t);
    const placed = await answer<Placed>(
      await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token, idempotencyKey: 'stripe-1' }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', paymentDetails: null });
    const intent = [...standIn.intents.values()].find((each) => each.metadata.orderId === placed.body.data._id)!;
    expect(intent.amount).toBe(Math.round(placed.body.data.totalAmount * 100));
    expect(placed.body.payment).toEqual({
      provider: 'stripe',
      publishableKey: STAND_IN_KEYS.publishableKey,
      clientSecret: intent.client_secret,
    });
    // A retry of the same request: the same order, and the same payment to confirm.
    const again = await answer<Placed>(
      await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token, idempotencyKey: 'stripe-1' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(placed.body.data._id);
    expect(again.body.payment?.clientSecret).toBe(intent.client_secret);
    expect([...standIn.intents.values()].filter((each) => each.metadata.orderId === placed.body.data._id)).toHaveLength(1);
  });

  it('keeps nothing when Stripe cannot be reached, and says so', async () => {
    const customer = await signUpUser(t);
    standIn.failNext('POST', /^\/v1\/payment_intents$/, 500, 'Stripe is having a moment');
    standIn.failNext('POST', /^\/v1\/payment_intents$/, 500, 'Stripe is having a moment');
    standIn.failNext('POST', /^\/v1\/payment_intents$/, 500, 'Stripe is having a moment');
    const refused = await answer<{ message: string }>(
      await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token, idempotencyKey: 'stripe-down' }),
    );
    expect(refused).toMatchObject({ status: 502, body: { message: english(CHECKOUT_MESSAGES.gatewayUnavailable) } });
    expect(
      (await answer<{ data: Order[] }>(await call(t, `/api/orders/user/${customer.userId}`, { token: customer.token }))).body.data,
    ).toEqual([]);
    expect(t.loggedErrors.some((entry) => entry.message === 'Starting a card payment failed')).toBe(true);
    // The key was released: the customer's retry goes through.
    expect(
      (await postOrder(t, orderBody({ paymentMethod: 'card' }), { token: customer.token, idempotencyKey: 'stripe-down' })).status,
    ).toBe(201);
  });
});
