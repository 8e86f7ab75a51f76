import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFormatOf } from '../../../../domain/address-format.ts';
import type { CartLine } from '../../../../domain/cart.ts';
import { messageTable } from '../../../../domain/i18n/tables.ts';
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

describe('checkCheckout and the shop’s country', () => {
  const italy = { countryCode: 'IT', addressFormat: addressFormatOf('IT') };
  const ROME: CheckoutValues = {
    ...CARD_ORDER,
    address: { street: 'Via del Corso 12', city: 'Roma', state: 'RM', zipCode: '00186', country: '' },
    paymentMethod: 'cash',
  };
  beforeAll(() => {
    globalThis.__doorstepPage = { language: 'it', base: '/it', table: messageTable('it', ['address']) };
  });
  afterAll(() => {
    globalThis.__doorstepPage = undefined;
  });

  it('takes an Italian address with its CAP and province', () => {
    expect(checkCheckout(LINES, ROME, { cardFields: true, country: italy }).first).toBeUndefined();
  });

  it('names the CAP in the page’s language, at its field, before the phone', () => {
    const check = checkCheckout(
      LINES,
      { ...ROME, address: { ...ROME.address, zipCode: '1234' }, phone: '' },
      { cardFields: true, country: italy },
    );
    expect(check.first).toEqual({ group: 'deliveryAddress', field: 'zipCode', message: 'CAP: usa il formato di 00144.' });
    expect(check.fields.has('deliveryAddress.zipCode')).toBe(true);
    expect(check.groups.phone).toBeDefined();
  });

  it('asks for the province the country needs', () => {
    const check = checkCheckout(LINES, { ...ROME, address: { ...ROME.address, state: '' } }, { cardFields: true, country: italy });
    expect(check.first).toMatchObject({ field: 'state', message: 'Compila questo campo: Provincia.' });
  });
});
