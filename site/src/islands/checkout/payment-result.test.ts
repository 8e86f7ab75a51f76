import { describe, expect, it } from 'vitest';
import { paymentResultOf, readResultQuery, withoutClientSecret } from './payment-result.ts';

describe('readResultQuery', () => {
  it("reads the order and what Stripe's return URL adds", () => {
    expect(readResultQuery('?order=o1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded')).toEqual({
      orderId: 'o1',
      paymentIntent: 'pi_1',
      redirectStatus: 'succeeded',
    });
    expect(readResultQuery('')).toEqual({ orderId: null, paymentIntent: null, redirectStatus: null });
  });
});

describe('withoutClientSecret', () => {
  it('drops the client secret and keeps the rest', () => {
    expect(
      withoutClientSecret(
        'https://shop.example/payment-result?order=o1&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed',
      ),
    ).toBe('/payment-result?order=o1&payment_intent=pi_1&redirect_status=failed');
    expect(withoutClientSecret('https://shop.example/payment-result?order=o1')).toBeNull();
  });
});

describe('paymentResultOf', () => {
  const pending = { paymentStatus: 'pending' } as const;
  const succeeded = { redirectStatus: 'succeeded' };

  it('says the card is held once Stripe holds it for an order the shop picks', () => {
    expect(paymentResultOf({ redirectStatus: 'succeeded' }, { paymentStatus: 'authorized' }, false)).toBe('held');
    expect(paymentResultOf({ redirectStatus: null }, { paymentStatus: 'authorized' }, true)).toBe('held');
  });

  it('says received only once the order is paid (the webhook came)', () => {
    expect(paymentResultOf(succeeded, undefined, false)).toBe('confirming');
    expect(paymentResultOf(succeeded, pending, false)).toBe('confirming');
    expect(paymentResultOf(succeeded, { paymentStatus: 'completed' }, false)).toBe('received');
    expect(paymentResultOf({ redirectStatus: null }, { paymentStatus: 'completed' }, true)).toBe('received');
    // Refunded later: it was paid.
    expect(paymentResultOf(succeeded, { paymentStatus: 'partially_refunded' }, false)).toBe('received');
  });

  it("says failed when Stripe's return says so, or the order's payment failed", () => {
    expect(paymentResultOf({ redirectStatus: 'failed' }, undefined, false)).toBe('failed');
    expect(paymentResultOf({ redirectStatus: 'requires_payment_method' }, pending, false)).toBe('failed');
    expect(paymentResultOf({ redirectStatus: null }, { paymentStatus: 'failed' }, false)).toBe('failed');
  });

  it('keeps confirming a new attempt after an earlier one failed', () => {
    expect(paymentResultOf(succeeded, { paymentStatus: 'failed' }, false)).toBe('confirming');
    expect(paymentResultOf({ redirectStatus: 'processing' }, { paymentStatus: 'failed' }, false)).toBe('confirming');
  });

  it('gives up waiting after 30 s, and knows an order that is not the customer’s', () => {
    expect(paymentResultOf(succeeded, pending, true)).toBe('slow');
    expect(paymentResultOf(succeeded, null, false)).toBe('unknownOrder');
  });
});
