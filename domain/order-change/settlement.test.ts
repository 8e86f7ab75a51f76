import { describe, expect, it } from 'vitest';
import { kitchenWaitsForExtra, settleChange, type MoneyStanding } from './settlement.ts';

const card: MoneyStanding = {
  paymentMethod: 'card',
  paymentStatus: 'completed',
  payLater: false,
  previousTotalCents: 2400,
  totalCents: 2400,
  cardPaidCents: 2400,
  hasEmail: true,
};

describe('settleChange', () => {
  it('gives a charged card back what it paid over the new total', () => {
    expect(settleChange({ ...card, totalCents: 1650 })).toEqual({ settlement: 'refunded', amountCents: 750, withdrawsRequest: true });
  });

  it('asks the extra by link, or at hand-over when the customer has no e-mail', () => {
    expect(settleChange({ ...card, totalCents: 3150 })).toEqual({ settlement: 'payment_link', amountCents: 750, withdrawsRequest: true });
    expect(settleChange({ ...card, totalCents: 3150, hasEmail: false }).settlement).toBe('collect_extra_on_hand_over');
  });

  it('judges from what the card paid, not the last total: an extra still asked is replaced by the new one', () => {
    // 24.00 paid, then 31.50 asked 7.50 more (unpaid); now 28.00: 4.00 is asked instead.
    expect(settleChange({ ...card, previousTotalCents: 3150, totalCents: 2800 })).toMatchObject({
      settlement: 'payment_link',
      amountCents: 400,
    });
    // Back to what was paid: nothing asked, the request withdrawn.
    expect(settleChange({ ...card, previousTotalCents: 3150, totalCents: 2400 })).toEqual({
      settlement: 'none',
      amountCents: 0,
      withdrawsRequest: true,
    });
  });

  it('takes the new total at hand-over for cash, UPI, paid later and a card only held', () => {
    for (const standing of [
      { paymentMethod: 'cash' as const, paymentStatus: 'pending' as const },
      { paymentMethod: 'upi' as const, paymentStatus: 'pending' as const },
      { paymentMethod: 'card' as const, paymentStatus: 'pending' as const, payLater: true },
      { paymentMethod: 'card' as const, paymentStatus: 'authorized' as const },
    ])
      expect(settleChange({ ...card, ...standing, totalCents: 3150 })).toEqual({
        settlement: 'collect_on_hand_over',
        amountCents: 0,
        withdrawsRequest: false,
      });
    expect(settleChange({ ...card, paymentMethod: 'cash', paymentStatus: 'pending' }).settlement).toBe('none');
  });
});

describe('kitchenWaitsForExtra', () => {
  it('waits only where the owner asks it, while an extra is requested', () => {
    expect(kitchenWaitsForExtra(true, { status: 'requested' })).toBe(true);
    expect(kitchenWaitsForExtra(true, { status: 'paid' })).toBe(false);
    expect(kitchenWaitsForExtra(true, null)).toBe(false);
    expect(kitchenWaitsForExtra(false, { status: 'requested' })).toBe(false);
  });
});
