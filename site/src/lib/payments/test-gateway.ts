import { tokenizeTestCard, type CardCheck, type CardForm } from '../../../../domain/payment-card.ts';

/**
 * The browser part of a token gateway (docs/product/payments.md): it checks the card and turns it into a token,
 * so the card number and CVV never leave the browser; an order carries only
 * `{ token, brand, last4, cardHolderName }` and the server part charges the token. Stripe is the
 * other shape, an intent gateway: its Payment Element takes the card after the order is made
 * (islands/checkout/stripe-gateway.ts).
 */
export interface CardGateway {
  /** Shown by the card fields, so nobody mistakes a test shop for a real charge. */
  readonly notice: string | null;
  /** Example cards for a test gateway, shown under the fields. */
  readonly hint: string | null;
  tokenize(card: CardForm): Promise<CardCheck>;
}

export const TEST_MODE_NOTICE = 'Test mode — no real charge';

/** Doorstep's built-in test gateway: 4000 0000 0000 0002 is declined, other valid cards pay. */
export const testGateway: CardGateway = {
  notice: TEST_MODE_NOTICE,
  hint: 'Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline, with any future expiry and any CVV.',
  async tokenize(card) {
    return tokenizeTestCard(card, new Date());
  },
};
