import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  expectedCharge,
  heldInFull,
  paidInFull,
  paymentAfter,
  paymentHoldNote,
  paymentSetByGateway,
} from './payment-progress.ts';

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

  it('holds a card for an order to pick, then charges it or releases it uncharged', () => {
    expect(paymentAfter('pending', { outcome: 'authorized' })).toBe('authorized');
    expect(paymentAfter('failed', { outcome: 'authorized' })).toBe('authorized');
    expect(paymentAfter('authorized', { outcome: 'authorized' })).toBeNull();
    expect(paymentAfter('completed', { outcome: 'authorized' })).toBeNull();
    expect(paymentAfter('authorized', { outcome: 'paid' })).toBe('completed');
    // Stripe cancels a hold it let lapse, or one the shop released: nothing was taken.
    expect(paymentAfter('authorized', { outcome: 'failed' })).toBe('released');
    expect(paymentAfter('released', { outcome: 'paid' })).toBeNull();
    expect(paymentAfter('released', { outcome: 'failed' })).toBeNull();
    // Nothing of a hold is given back: it was never taken.
    const refunded = { outcome: 'refunded' as const, refundedCents: 300, totalCents: 1000 };
    expect(paymentAfter('authorized', refunded)).toBeNull();
    expect(paymentAfter('released', refunded)).toBeNull();
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

describe('what the gateway should report', () => {
  const charged = { totalCents: 1776, currency: 'EUR', paymentStatus: 'pending' as const, authorizedCents: null };
  const held = { totalCents: 1524, currency: 'EUR', paymentStatus: 'authorized' as const, authorizedCents: 1954 };

  it('is the total of an order charged at once, and what a hold allows of the total as it stands', () => {
    expect(expectedCharge(charged)).toBe(1776);
    expect(expectedCharge(held)).toBe(1524);
    expect(expectedCharge({ ...held, totalCents: 2100 })).toBe(1954);
    expect(paidInFull(held, { amountCents: 1524, currency: 'eur' })).toBe(true);
    expect(paidInFull(held, { amountCents: 1954, currency: 'EUR' })).toBe(false);
    expect(paidInFull(held, { amountCents: 1524, currency: 'USD' })).toBe(false);
  });

  it('holds exactly the hold asked for, in the order’s currency', () => {
    expect(heldInFull({ ...held, paymentStatus: 'pending' }, { amountCents: 1954, currency: 'eur' })).toBe(true);
    expect(heldInFull({ ...held, paymentStatus: 'pending' }, { amountCents: 1776, currency: 'eur' })).toBe(false);
    expect(heldInFull(charged, { amountCents: 1776, currency: 'eur' })).toBe(false);
  });

  it('says what was reported against what was asked, for the owner', () => {
    expect(paymentHoldNote({ ...held, paymentStatus: 'pending' }, { amountCents: 100, currency: 'EUR' }, 'authorized')).toContain(
      'Stripe reported €1.00 held on the card, but the order asked for a hold of €19.54. The order stays off the desk.',
    );
    expect(paymentHoldNote(held, { amountCents: 1954, currency: 'EUR' })).toContain(
      'Stripe reported €19.54 received, but the card was to be charged €15.24. Check',
    );
  });
});
