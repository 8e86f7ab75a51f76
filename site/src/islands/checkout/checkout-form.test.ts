import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../domain/cart.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout.ts';
import { checkCheckout } from './checkout-checks.ts';
import { EMPTY_VALUES, type CheckoutValues } from './checkout-form.ts';

const LINES: CartLine[] = [
  { _id: 'margherita-pizza', name: 'Margherita Pizza', description: '', image: '', priceCents: 1250, quantity: 1 },
];
const CARD_ORDER: CheckoutValues = {
  ...EMPTY_VALUES,
  address: { street: '12 Curry Lane', city: 'Springfield', state: 'Illinois', zipCode: '62704', country: '' },
  phone: '(217) 555-0199',
  paymentMethod: 'card',
};

describe('checkCheckout and the card', () => {
  it('asks for our card fields when the test gateway takes the card', () => {
    const check = checkCheckout(LINES, CARD_ORDER);
    expect(check.first).toMatchObject({ group: 'card', message: CHECKOUT_MESSAGES.cardIncomplete });
  });

  it("has no card fields to check when Stripe's form takes the card after the order", () => {
    const check = checkCheckout(LINES, CARD_ORDER, { cardFields: false });
    expect(check.first).toBeUndefined();
    expect(check.groups).toEqual({});
    // Everything else is checked as before.
    expect(checkCheckout(LINES, { ...CARD_ORDER, phone: '' }, { cardFields: false }).first?.group).toBe('phone');
  });
});
