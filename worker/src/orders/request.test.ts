import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { readOrderRequest } from './request.ts';

const signedIn = { signedIn: true };
const signedOut = { signedIn: false };
const body = {
  products: [{ productId: 'dragon-roll', quantity: 1, name: 'Dragon Roll' }],
  deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
  phone: '(217) 555-0100',
};

describe('readOrderRequest', () => {
  it('reads the checked input and the names the cart showed', () => {
    const request = readOrderRequest(JSON.stringify(body), signedIn);
    expect(request.input.products).toEqual([{ productId: 'dragon-roll', quantity: 1 }]);
    expect([...request.clientNames]).toEqual([['dragon-roll', 'Dragon Roll']]);
  });

  it.each([
    { ...body, paymentDetails: { cardNumber: '4242424242424242' } },
    { ...body, cvv: '123' },
    { ...body, deep: [{ deeper: { CVV: '1' } }] },
    { ...body, card_number: 'x' },
    { ...body, 'card-number': 'x' },
    { ...body, cvc: '123' },
  ])('refuses card data anywhere: %j', (value) => {
    expect(() => readOrderRequest(JSON.stringify(value), signedIn)).toThrow(CHECKOUT_MESSAGES.cardDataRefused);
  });

  it('refuses card data before judging anything else', () => {
    expect(() => readOrderRequest(JSON.stringify({ cvv: '1' }), signedIn)).toThrow(CHECKOUT_MESSAGES.cardDataRefused);
  });

  it('refuses text that is not JSON and gives the first schema message', () => {
    expect(() => readOrderRequest('{', signedIn)).toThrow('Send a JSON body.');
    expect(() => readOrderRequest(JSON.stringify({ ...body, products: [] }), signedIn)).toThrow(CHECKOUT_MESSAGES.cartEmpty);
  });

  it('asks a caller without a session who names no guest to sign in, before any other message', () => {
    for (const text of ['{', JSON.stringify({}), JSON.stringify({ cvv: '1' }), JSON.stringify({ ...body, guest: null })]) {
      expect(() => readOrderRequest(text, signedOut)).toThrow(CHECKOUT_MESSAGES.notSignedIn);
    }
    expect(() => readOrderRequest(JSON.stringify({ ...body, guest: { name: 'Gus' } }), signedOut)).toThrow(GUEST_MESSAGES.emailInvalid);
  });

  it('keeps only text names, trimmed, and leaves the lines as the server prices them', () => {
    const lines = [
      { productId: 'a', quantity: 1, name: '  Ghost Curry ' },
      { productId: 'b', quantity: 1, name: 42 },
      { productId: 'c', quantity: 1, name: ' ' },
    ];
    const request = readOrderRequest(JSON.stringify({ ...body, products: lines }), signedIn);
    expect([...request.clientNames]).toEqual([['a', 'Ghost Curry']]);
    expect(request.input.products).toEqual(lines.map(({ productId, quantity }) => ({ productId, quantity })));
  });
});
