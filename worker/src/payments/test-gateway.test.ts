import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { createTestGateway } from './test-gateway.ts';

describe('the test gateway (server part)', () => {
  const gateway = createTestGateway();

  it.each(['tok_test_visa', 'tok_test_mastercard', 'tok_test_amex', 'tok_test_discover', 'tok_test_card'])(
    'approves %s with a fresh reference',
    async (token) => {
      const first = await gateway.authorize(token, 1299);
      const second = await gateway.authorize(token, 1299);
      expect(first).toMatchObject({ approved: true, reference: expect.stringMatching(/^test_ch_[0-9a-f]{32}$/) });
      expect(first).not.toEqual(second);
    },
  );

  it('declines tok_test_declined', async () => {
    expect(await gateway.authorize('tok_test_declined', 1299)).toEqual({ approved: false, message: CHECKOUT_MESSAGES.declined });
  });

  it.each(['', 'tok_live_visa', 'tok_test_visa ', '4242424242424242'])('refuses %j as not a card token', async (token) => {
    await expect(gateway.authorize(token, 1299)).rejects.toThrow(CHECKOUT_MESSAGES.cardIncomplete);
  });
});
