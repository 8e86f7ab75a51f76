import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { Refused, refused } from '../outcome.ts';
import type { PaymentGateway } from './gateway.ts';

/** Tokens the test gateway's browser part issues (domain/payment-card.ts tokenizeTestCard). */
const PAYING_TOKEN = /^tok_test_(visa|mastercard|amex|discover|card)$/;
export const DECLINED_TOKEN = 'tok_test_declined';

/**
 * The test gateway's server part: no money moves. Paying tokens are approved with a fresh
 * reference, `tok_test_declined` is declined, and anything else is not a token of ours: refused
 * as the card details being incomplete, thrown since a gateway answers an authorization, not an
 * outcome (placing the order reads it back with outcomeOf).
 */
export function createTestGateway(): PaymentGateway {
  return {
    async authorize(token) {
      if (token === DECLINED_TOKEN) return { approved: false, message: CHECKOUT_MESSAGES.declined };
      if (!PAYING_TOKEN.test(token)) {
        const incomplete = { paymentDetails: CHECKOUT_MESSAGES.cardIncomplete };
        throw new Refused(refused('invalid', CHECKOUT_MESSAGES.cardIncomplete, { errors: incomplete }));
      }
      return { approved: true, reference: `test_ch_${crypto.randomUUID().replaceAll('-', '')}` };
    },
    async capture() {},
    async void() {},
  };
}
