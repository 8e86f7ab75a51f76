import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../../../domain/pricing.ts';
import { idempotencyKeyFor, orderBody, type OrderRequest } from './checkout-actions.ts';

const lines = [{ _id: 'margherita-pizza', name: 'Margherita Pizza', description: '', image: '', priceCents: 1299, quantity: 2 }];
const request: OrderRequest = {
  lines,
  totals: cartTotals(lines, 300, 10),
  paymentMethod: 'card',
  paymentDetails: { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Ada' },
  fulfilment: { type: 'delivery', slot: '2026-11-25T18:00:00+00:00' },
  deliveryAddress: { street: ' 1 Main St ', city: 'Town', state: 'State', zipCode: '12345' },
  phone: ' 555 0100 ',
  notes: ' Ring twice ',
  coupon: { code: 'SAVE10', percent: 10 },
};

describe('orderBody', () => {
  it("is the order body, with the gateway's token and nothing else of the card", () => {
    const card = { token: 'tok_test_visa', brand: 'visa' as const, last4: '4242', cardHolderName: 'Ada' };
    const sneaky = { ...card, cardNumber: '4242424242424242', cvv: '123' };
    const body = orderBody({ ...request, paymentDetails: sneaky });
    expect(body).toEqual({
      products: [{ productId: 'margherita-pizza', name: 'Margherita Pizza', quantity: 2 }],
      totalAmount: 26.38, // 25.98 − 2.60 + 3.00
      paymentMethod: 'card',
      paymentDetails: { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Ada' },
      fulfilment: { type: 'delivery', slot: '2026-11-25T18:00:00+00:00' },
      deliveryAddress: { street: '1 Main St', city: 'Town', state: 'State', zipCode: '12345', country: '' },
      phone: '555 0100',
      notes: 'Ring twice',
      couponCode: 'SAVE10',
      language: 'en',
    });
    expect(JSON.stringify(body)).not.toMatch(/cardNumber|cvv|4242424242424242/);
  });

  it('sends the choice of replacement of each line offered one: its own, or the default', () => {
    const rice = { _id: 'basmati', name: 'Basmati Rice', description: '', image: '', priceCents: 329, quantity: 2, left: 5 };
    const milk = { ...rice, _id: 'milk', name: 'Milk 1 L' };
    const body = orderBody({
      ...request,
      lines: [...lines, rice, milk],
      substitutions: { chosen: { milk: { mode: 'specific', productId: 'oat-milk', name: 'Oat Milk' } }, fallback: 'best_match' },
    });
    expect(body.products.map((line) => line.substitution)).toEqual([
      undefined,
      { mode: 'best_match' },
      { mode: 'specific', productId: 'oat-milk' },
    ]);
  });

  it('sends no address for pickup', () => {
    expect(orderBody({ ...request, fulfilment: { type: 'pickup' }, deliveryAddress: null })).not.toHaveProperty('deliveryAddress');
  });

  it('sends no payment details for cash', () => {
    expect(orderBody({ ...request, paymentMethod: 'cash', paymentDetails: null })).not.toHaveProperty('paymentDetails');
  });

  it("sends a guest's details, trimmed", () => {
    const body = orderBody({ ...request, guest: { name: ' Gus ', email: ' gus@example.com ', phone: ' 555 0199 ' } });
    expect(body).toMatchObject({ guest: { name: 'Gus', email: 'gus@example.com', phone: '555 0199' } });
    expect(orderBody(request)).not.toHaveProperty('guest');
  });
});

describe('idempotencyKeyFor', () => {
  it('keeps the key for the same order and makes a new one when the cart or form changes', () => {
    const body = orderBody(request);
    const key = idempotencyKeyFor(body);
    expect(key).toMatch(/^[\w-]{16,100}$/);
    expect(idempotencyKeyFor(orderBody(request))).toBe(key);
    const changed = orderBody({ ...request, lines: [{ ...lines[0]!, quantity: 3 }] });
    expect(idempotencyKeyFor(changed)).not.toBe(key);
  });
});
