import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { readOrderRequest } from './order.ts';

const body = {
  products: [{ productId: 'dragon-roll', quantity: 1, name: 'Dragon Roll' }],
  deliveryAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
  phone: '(217) 555-0100',
};

describe('readOrderRequest', () => {
  it('reads the checked input and the names the cart showed', () => {
    const request = readOrderRequest(JSON.stringify(body));
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
    expect(() => readOrderRequest(JSON.stringify(value))).toThrow(CHECKOUT_MESSAGES.cardDataRefused);
  });

  it('refuses card data before judging anything else', () => {
    expect(() => readOrderRequest(JSON.stringify({ cvv: '1' }))).toThrow(CHECKOUT_MESSAGES.cardDataRefused);
  });

  it('refuses text that is not JSON and gives the first schema message', () => {
    expect(() => readOrderRequest('{')).toThrow('Send a JSON body.');
    expect(() => readOrderRequest(JSON.stringify({ ...body, products: [] }))).toThrow(CHECKOUT_MESSAGES.cartEmpty);
  });
});
