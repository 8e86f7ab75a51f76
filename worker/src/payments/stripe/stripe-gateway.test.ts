import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedWebhook, STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../../../../tests/factories/stripe-stand-in.ts';
import { WebhookSignatureError } from '../gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.stop());

describe('Stripe behind the intent gateway (the real SDK against a stand-in)', () => {
  it("opens one payment per order, in the currency's minor units, with the order in its metadata", async () => {
    const gateway = createStripeGateway({ ...STAND_IN_KEYS, apiBase: standIn.url });
    const started = await gateway.startPayment({
      orderId: 'order-a',
      amountCents: 1234,
      currency: 'USD',
      customerEmail: 'ann@example.com',
      hold: false,
    });
    const again = await gateway.startPayment({
      orderId: 'order-a',
      amountCents: 1234,
      currency: 'USD',
      customerEmail: 'ann@example.com',
      hold: false,
    });
    expect(again).toEqual(started);
    expect(started.clientSecret).toContain(started.reference);
    expect(standIn.intents.get(started.reference)).toMatchObject({ amount: 1234, currency: 'usd', metadata: { orderId: 'order-a' } });
    expect(standIn.requests.filter((request) => request.path === '/v1/payment_intents').map((request) => request.idempotencyKey)).toEqual([
      'order-order-a',
      'order-order-a',
    ]);
  });

  it('refunds once per idempotency key', async () => {
    const gateway = createStripeGateway({ ...STAND_IN_KEYS, apiBase: standIn.url });
    const { reference } = await gateway.startPayment({
      orderId: 'order-b',
      amountCents: 5000,
      currency: 'EUR',
      customerEmail: 'bo@example.com',
      hold: false,
    });
    const first = await gateway.refund({ reference, amountCents: 1000, idempotencyKey: 'refund-b-1' });
    expect(await gateway.refund({ reference, amountCents: 1000, idempotencyKey: 'refund-b-1' })).toEqual(first);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === reference)).toHaveLength(1);
  });

  it('holds a payment to capture by hand, captures part of it once, and cancels another hold', async () => {
    const gateway = createStripeGateway({ ...STAND_IN_KEYS, apiBase: standIn.url });
    const order = { amountCents: 1954, currency: 'EUR', customerEmail: 'cy@example.com', hold: true };
    const { reference } = await gateway.startPayment({ ...order, orderId: 'order-held' });
    expect(standIn.requests.find((request) => request.idempotencyKey === 'order-order-held')?.form.capture_method).toBe('manual');
    standIn.confirm(reference);
    expect(await gateway.capturePayment({ reference, amountCents: 1524 })).toEqual({ amountCents: 1524 });
    expect(standIn.intents.get(reference)).toMatchObject({ status: 'succeeded', amount_received: 1524, amount_capturable: 0 });
    expect(standIn.requests.at(-1)).toMatchObject({
      path: `/v1/payment_intents/${reference}/capture`,
      form: { amount_to_capture: '1524' },
    });
    // Asked again (an answer lost on the way): Stripe refuses a second capture, and what was charged is answered.
    expect(await gateway.capturePayment({ reference, amountCents: 1524 })).toEqual({ amountCents: 1524 });

    const other = await gateway.startPayment({ ...order, orderId: 'order-released' });
    standIn.confirm(other.reference);
    await gateway.cancelPayment(other.reference);
    expect(standIn.intents.get(other.reference)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
    await expect(gateway.capturePayment({ reference: other.reference, amountCents: 100 })).rejects.toThrow(/status of canceled/);
  });

  it('reads a hold from amount_capturable_updated, and ignores the one that follows its capture', async () => {
    const gateway = createStripeGateway({ ...STAND_IN_KEYS, apiBase: standIn.url });
    const held = {
      id: 'pi_held',
      object: 'payment_intent',
      status: 'requires_capture',
      amount: 1954,
      amount_capturable: 1954,
      currency: 'eur',
    };
    const hook = await signedWebhook({
      id: 'evt_held',
      type: 'payment_intent.amount_capturable_updated',
      object: { ...held, metadata: { orderId: 'order-d' } },
    });
    expect(await gateway.readEvent(hook.payload, hook.signature)).toEqual({
      id: 'evt_held',
      type: 'payment_intent.amount_capturable_updated',
      outcome: 'authorized',
      reference: 'pi_held',
      orderId: 'order-d',
      amountCents: 1954,
      currency: 'EUR',
    });
    const captured = await signedWebhook({
      id: 'evt_captured',
      type: 'payment_intent.amount_capturable_updated',
      object: { ...held, status: 'succeeded', amount_capturable: 0 },
    });
    expect(await gateway.readEvent(captured.payload, captured.signature)).toMatchObject({ outcome: 'ignored' });
  });

  it('reads a signed webhook, and refuses a forged, stale or unsigned one', async () => {
    const gateway = createStripeGateway({ ...STAND_IN_KEYS, apiBase: standIn.url });
    const object = { id: 'pi_123', object: 'payment_intent', metadata: { orderId: 'order-c' } };
    const hook = await signedWebhook({ id: 'evt_1', type: 'payment_intent.succeeded', object });
    expect(await gateway.readEvent(hook.payload, hook.signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      outcome: 'paid',
      reference: 'pi_123',
      orderId: 'order-c',
    });
    const forged = await signedWebhook({ id: 'evt_2', type: 'payment_intent.succeeded', object }, { secret: 'whsec_someone_else' });
    await expect(gateway.readEvent(forged.payload, forged.signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = await signedWebhook(
      { id: 'evt_3', type: 'payment_intent.succeeded', object },
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
    );
    await expect(gateway.readEvent(stale.payload, stale.signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(gateway.readEvent(hook.payload.replace('order-c', 'order-x'), hook.signature)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(gateway.readEvent(hook.payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
