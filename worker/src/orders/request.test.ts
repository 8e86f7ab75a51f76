import { GUEST_MESSAGES } from '../../../domain/guest-checkout.ts';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { TAKEN_ORDER_MESSAGES } from '../../../domain/counter/taken-order.ts';
import type { AppError } from '../http/errors.ts';
import { readOrderRequest } from './request.ts';

const signedIn = 'customer';
const signedOut = 'guest';
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

  describe('an order the team takes', () => {
    const taken = { ...body, channel: 'phone', customer: { name: 'Cal Caller', phone: '(217) 555-0142' } };
    const statusOf = (text: string, caller: 'guest' | 'customer' | 'team') => {
      try {
        readOrderRequest(text, caller);
      } catch (error) {
        return { status: (error as AppError).status, message: (error as AppError).message };
      }
      return null;
    };

    it('reads the channel and the customer, whose phone is the order’s when the body gives none', () => {
      const { phone: _, ...withoutPhone } = taken;
      const { input } = readOrderRequest(JSON.stringify(withoutPhone), 'team');
      expect(input.channel).toBe('phone');
      expect(input.customer).toEqual({ name: 'Cal Caller', phone: '(217) 555-0142', email: undefined });
      expect(input.phone).toBe('(217) 555-0142');
    });

    it('takes a card or UPI to be paid on hand-over without its details', () => {
      for (const paymentMethod of ['card', 'upi'] as const) {
        const { input } = readOrderRequest(JSON.stringify({ ...taken, paymentMethod, payLater: true }), 'team');
        expect(input.payment).toEqual(paymentMethod === 'card' ? { method: 'card', card: null } : { method: 'upi', upi: null });
      }
      // Without payLater, UPI needs its reference as a customer's does.
      expect(statusOf(JSON.stringify({ ...taken, paymentMethod: 'upi' }), 'team')?.message).toBe(CHECKOUT_MESSAGES.upiIncomplete);
    });

    it('needs the customer with a channel, and a channel for the other fields', () => {
      const { customer: _, ...noCustomer } = taken;
      expect(statusOf(JSON.stringify(noCustomer), 'team')).toEqual({ status: 400, message: TAKEN_ORDER_MESSAGES.customerMissing });
      expect(statusOf(JSON.stringify({ ...body, payLater: true }), 'team')?.message).toBe(TAKEN_ORDER_MESSAGES.channelMissing);
      expect(statusOf(JSON.stringify({ ...taken, channel: 'web' }), 'team')?.message).toBe(TAKEN_ORDER_MESSAGES.channelMissing);
      expect(statusOf(JSON.stringify({ ...taken, customer: { name: 'Cal' } }), 'team')?.message).toBe(
        TAKEN_ORDER_MESSAGES.customerPhoneMissing,
      );
    });

    it('is forbidden to a customer and invalid in a guest’s body; signed out without a guest, sign in first', () => {
      expect(statusOf(JSON.stringify(taken), 'customer')).toEqual({ status: 403, message: TAKEN_ORDER_MESSAGES.teamOnly });
      expect(statusOf(JSON.stringify({ ...body, payLater: true }), 'customer')?.status).toBe(403);
      const guest = { name: 'Gus', email: 'gus@example.com', phone: '555 0100' };
      expect(statusOf(JSON.stringify({ ...taken, guest }), 'guest')).toEqual({ status: 400, message: TAKEN_ORDER_MESSAGES.notForGuests });
      expect(statusOf(JSON.stringify(taken), 'guest')).toEqual({ status: 401, message: CHECKOUT_MESSAGES.notSignedIn });
    });
  });
});
