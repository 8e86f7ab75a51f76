import { describe, expect, it } from 'vitest';
import { PaymentMethodsInput, UpiIdInput } from './payment-methods-input.ts';
import { methodOffMessage, methodsOffered, PAYMENT_METHODS_MESSAGES, paymentMethodsProblem } from './payment-methods.ts';

describe('ways to pay', () => {
  it('offers the ways turned on, card only while a gateway takes cards', () => {
    expect(methodsOffered({ cash: true, card: true, upi: true }, true)).toEqual(['cash', 'card', 'upi']);
    expect(methodsOffered({ cash: true, card: true, upi: true }, false)).toEqual(['cash', 'upi']);
    expect(methodsOffered({ cash: false, card: true, upi: false }, true)).toEqual(['card']);
  });

  it('keeps at least one on', () => {
    expect(paymentMethodsProblem({ cash: false, card: false, upi: false })).toBe(PAYMENT_METHODS_MESSAGES.noneOn);
    expect(paymentMethodsProblem({ cash: false, card: false, upi: true })).toBeUndefined();
    expect(PaymentMethodsInput.safeParse({ cash: false, card: false, upi: false }).error?.issues[0]?.message).toBe(
      PAYMENT_METHODS_MESSAGES.noneOn,
    );
  });

  it('reads a UPI ID as handle@provider, trimmed; empty means none', () => {
    expect(UpiIdInput.parse(' luigis.pizza@okaxis ')).toBe('luigis.pizza@okaxis');
    expect(UpiIdInput.parse('')).toBe('');
    for (const bad of ['luigis', '@okaxis', 'a@b c', 'luigis@1bank', `${'a'.repeat(100)}@ok`]) {
      expect(UpiIdInput.safeParse(bad).error?.issues[0]?.message).toBe(PAYMENT_METHODS_MESSAGES.upiIdInvalid);
    }
  });

  it('names the way turned off when an order uses it', () => {
    expect(methodOffMessage('upi')).toBe('This shop does not take UPI now. Please choose another way to pay.');
    expect(methodOffMessage('cash')).toBe('This shop does not take cash now. Please choose another way to pay.');
  });
});
