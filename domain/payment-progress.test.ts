import { describe, expect, it } from 'vitest';
import { awaitsPayment, paymentAfter, paymentSetByGateway } from './payment-progress.ts';

describe('a payment only moves forward', () => {
  it('is paid from pending or after a failed attempt, and never unpaid again', () => {
    expect(paymentAfter('pending', { outcome: 'paid' })).toBe('completed');
    expect(paymentAfter('failed', { outcome: 'paid' })).toBe('completed');
    expect(paymentAfter('completed', { outcome: 'paid' })).toBeNull();
    expect(paymentAfter('pending', { outcome: 'failed' })).toBe('failed');
    expect(paymentAfter('completed', { outcome: 'failed' })).toBeNull();
    expect(paymentAfter('refunded', { outcome: 'failed' })).toBeNull();
  });

  it('follows refunds as they add up', () => {
    const refunded = (refundedCents: number) => ({ outcome: 'refunded' as const, refundedCents, totalCents: 1000 });
    expect(paymentAfter('completed', refunded(300))).toBe('partially_refunded');
    expect(paymentAfter('partially_refunded', refunded(300))).toBeNull();
    expect(paymentAfter('partially_refunded', refunded(1000))).toBe('refunded');
    expect(paymentAfter('refunded', refunded(300))).toBeNull();
    expect(paymentAfter('pending', refunded(300))).toBeNull();
  });

  it('keeps unpaid card orders from the kitchen', () => {
    expect(awaitsPayment({ paymentMethod: 'card', paymentStatus: 'pending', payLater: false })).toBe(true);
    expect(awaitsPayment({ paymentMethod: 'card', paymentStatus: 'completed', payLater: false })).toBe(false);
    expect(awaitsPayment({ paymentMethod: 'cash', paymentStatus: 'pending', payLater: false })).toBe(false);
  });

  it('leaves a card paid on hand-over to the shop, not a gateway', () => {
    expect(awaitsPayment({ paymentMethod: 'card', paymentStatus: 'pending', payLater: true })).toBe(false);
    expect(paymentSetByGateway({ paymentMethod: 'card', payLater: true })).toBe(false);
    expect(paymentSetByGateway({ paymentMethod: 'card', payLater: false })).toBe(true);
    expect(paymentSetByGateway({ paymentMethod: 'upi', payLater: false })).toBe(false);
  });
});
