import { describe, expect, it } from 'vitest';
import { outcomeOfError } from './stripe-gateway.ts';

describe('outcomeOfError', () => {
  it("passes on Stripe's messages meant for the customer", () => {
    expect(outcomeOfError({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(outcomeOfError({ type: 'validation_error', message: 'Your card number is incomplete.' })).toEqual({
      kind: 'failed',
      message: 'Your card number is incomplete.',
    });
  });

  it('says something general for errors not meant for the customer', () => {
    expect(outcomeOfError({ type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent: pi_x' })).toEqual({
      kind: 'failed',
      message: 'checkout-payment.unexpected',
    });
    expect(outcomeOfError({ type: 'api_connection_error' })).toMatchObject({ kind: 'failed' });
  });

  it('takes a payment already made (a second tab, a double press) as confirmed', () => {
    const intent = { id: 'pi_1', status: 'succeeded' } as never;
    expect(
      outcomeOfError({
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'already succeeded',
        payment_intent: intent,
      }),
    ).toEqual({
      kind: 'confirmed',
      paymentIntentId: 'pi_1',
    });
  });
});
