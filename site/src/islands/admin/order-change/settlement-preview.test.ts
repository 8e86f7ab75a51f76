import { describe, expect, it } from 'vitest';
import { settlementOf } from './settlement-preview.ts';

const cardPaid = {
  paymentMethod: 'card',
  paymentStatus: 'completed',
  payLater: false,
  customerEmail: 'ann@example.com',
  totalAmount: 24,
  extraPayment: null,
} as const;

describe('settlementOf', () => {
  it('says nothing happens when the total stays', () => {
    expect(settlementOf(cardPaid, 2400)).toEqual({ kind: 'none', amountCents: 0 });
  });

  it('sends a card order’s customer a link for the extra, or takes it at hand-over without an e-mail', () => {
    expect(settlementOf(cardPaid, 3150)).toEqual({ kind: 'payment_link', amountCents: 750 });
    expect(settlementOf({ ...cardPaid, customerEmail: '' }, 3150)).toEqual({ kind: 'collect_extra_on_hand_over', amountCents: 750 });
  });

  it('refunds the card the difference', () => {
    expect(settlementOf(cardPaid, 2100)).toEqual({ kind: 'refunded', amountCents: 300 });
  });

  it('counts an extra asked and unpaid as not on the card', () => {
    const asked = {
      ...cardPaid,
      totalAmount: 31.5,
      extraPayment: { amount: 7.5, status: 'requested', requestedAt: '', paidAt: null },
    } as const;
    expect(settlementOf(asked, 2700)).toEqual({ kind: 'payment_link', amountCents: 300 });
    expect(settlementOf(asked, 2400)).toEqual({ kind: 'none', amountCents: 0 });
  });

  it('collects the new total at hand-over for cash, pay-later and a card only held', () => {
    for (const order of [
      { ...cardPaid, paymentMethod: 'cash', paymentStatus: 'pending' },
      { ...cardPaid, payLater: true, paymentStatus: 'pending' },
      { ...cardPaid, paymentStatus: 'authorized' },
    ] as const)
      expect(settlementOf(order, 3150)).toEqual({ kind: 'collect_on_hand_over', amountCents: 3150 });
  });
});
