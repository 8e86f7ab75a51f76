import { describe, expect, it } from 'vitest';
import { type ChangeStanding, changeRefusal, ORDER_CHANGE_MESSAGES, overHoldRefusal } from './change-rules.ts';

const standing: ChangeStanding = { status: 'pending', pickedAt: null, paymentMethod: 'cash', paymentStatus: 'pending', payLater: false };

describe('changeRefusal', () => {
  it('lets a new or accepted order change', () => {
    expect(changeRefusal(standing)).toBeNull();
    expect(changeRefusal({ ...standing, status: 'processing' })).toBeNull();
  });

  it('refuses it once ready or later, cancelled, or picked', () => {
    for (const status of ['ready', 'out_for_delivery', 'delivered'] as const)
      expect(changeRefusal({ ...standing, status })).toBe(ORDER_CHANGE_MESSAGES.final);
    expect(changeRefusal({ ...standing, status: 'cancelled' })).toBe(ORDER_CHANGE_MESSAGES.cancelled);
    expect(changeRefusal({ ...standing, status: 'processing', pickedAt: new Date() })).toBe(ORDER_CHANGE_MESSAGES.picked);
  });

  it('waits for a card payment the gateway is still confirming, not for one paid later', () => {
    const card = { ...standing, paymentMethod: 'card' as const };
    expect(changeRefusal(card)).toBe(ORDER_CHANGE_MESSAGES.awaitingCard);
    expect(changeRefusal({ ...card, payLater: true })).toBeNull();
    expect(changeRefusal({ ...card, paymentStatus: 'authorized' })).toBeNull();
  });
});

describe('overHoldRefusal', () => {
  it('keeps a held card’s order within what it holds', () => {
    const held = { paymentStatus: 'authorized' as const, authorizedCents: 2000 };
    expect(overHoldRefusal(held, 2000, '$20.00')).toBeNull();
    expect(overHoldRefusal(held, 2001, '$20.00')).toBe(ORDER_CHANGE_MESSAGES.overHold('$20.00'));
    expect(overHoldRefusal({ paymentStatus: 'completed', authorizedCents: 2000 }, 5000, '$20.00')).toBeNull();
  });
});
