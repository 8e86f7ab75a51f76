import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status.ts';
import {
  CARD_HOLD_DAYS,
  CARD_HOLD_WARNING_DAYS,
  chargeDue,
  chargesHeldCard,
  heldCardCharge,
  heldCardOutcome,
  holdAmount,
  holdDaysLeft,
  shortCharge,
} from './card-hold.ts';

const DAY = 86_400_000;
const HELD_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('holdAmount', () => {
  const byTheUnit = { weightMilli: null, substitution: { mode: 'best_match' as const } };
  it('holds the estimate and the margin when picking may raise the amount, else the estimate', () => {
    expect(holdAmount(1776, [byTheUnit, { ...byTheUnit, weightMilli: 1500 }], 10)).toBe(1954);
    expect(holdAmount(1776, [{ ...byTheUnit, substitution: { mode: 'specific', productId: 'oat-milk' } }], 25)).toBe(2220);
    expect(holdAmount(1776, [byTheUnit], 10)).toBe(1776);
    expect(holdAmount(1776, [{ ...byTheUnit, weightMilli: 1500 }], 0)).toBe(1776);
  });
});

describe('when a held card is charged', () => {
  it('is charged once its order is on its way, picked or not', () => {
    expect(ORDER_STATUSES.filter(chargesHeldCard)).toEqual(['ready', 'out_for_delivery', 'delivered']);
  });

  it('is due for staff to charge once picked, or on its way, while it is still held', () => {
    const held = { paymentStatus: 'authorized' as const, pickedAt: null, orderStatus: 'processing' as const };
    expect(chargeDue(held)).toBe(false);
    expect(chargeDue({ ...held, pickedAt: '2026-01-15T13:00:00.000Z' })).toBe(true);
    expect(chargeDue({ ...held, orderStatus: 'out_for_delivery' })).toBe(true);
    expect(chargeDue({ ...held, orderStatus: 'cancelled' })).toBe(false);
    for (const paymentStatus of ['pending', 'completed', 'released'] as const)
      expect(chargeDue({ ...held, paymentStatus, pickedAt: new Date(HELD_AT) })).toBe(false);
  });

  it('charges the total as it stands, up to the hold', () => {
    expect(heldCardCharge({ totalCents: 1524, authorizedCents: 1954 })).toEqual({ amountCents: 1524, over: false, shortCents: 0 });
    expect(heldCardCharge({ totalCents: 2100, authorizedCents: 1954 })).toEqual({ amountCents: 1954, over: true, shortCents: 146 });
  });
});

describe('holdDaysLeft', () => {
  const held = { paymentStatus: 'authorized' as const, authorizedAt: new Date(HELD_AT).toISOString(), pickedAt: null };
  const heldFor = (days: number) => HELD_AT + days * DAY;

  it('says nothing for a hold younger than the warning', () => {
    expect(CARD_HOLD_DAYS).toBe(7);
    expect(CARD_HOLD_WARNING_DAYS).toBe(5);
    expect(holdDaysLeft(held, heldFor(0))).toBeNull();
    expect(holdDaysLeft(held, heldFor(5) - 1)).toBeNull();
  });

  it('counts the whole days left from the fifth day on, down to 0 on the last and after it', () => {
    expect(holdDaysLeft(held, heldFor(5))).toBe(2);
    expect(holdDaysLeft(held, heldFor(5.5))).toBe(1);
    expect(holdDaysLeft(held, heldFor(6))).toBe(1);
    expect(holdDaysLeft(held, heldFor(6.5))).toBe(0);
    expect(holdDaysLeft(held, heldFor(9))).toBe(0);
  });

  it('says nothing once the order is picked, or for a card not held', () => {
    expect(holdDaysLeft({ ...held, pickedAt: '2026-01-20T12:00:00.000Z' }, heldFor(6))).toBeNull();
    expect(holdDaysLeft({ ...held, paymentStatus: 'completed' }, heldFor(6))).toBeNull();
    expect(holdDaysLeft({ ...held, authorizedAt: null }, heldFor(6))).toBeNull();
  });
});

describe('what a held card came to', () => {
  const card = {
    paymentMethod: 'card' as const,
    paymentStatus: 'completed' as const,
    toPick: true,
    authorizedCents: 1954,
  };

  it('tells a charge short of the final amount: the hold, the final and what was not charged', () => {
    expect(shortCharge({ ...card, totalCents: 2100, capturedCents: 1954 })).toEqual({
      finalCents: 2100,
      authorizedCents: 1954,
      capture: { amountCents: 1954, over: true, shortCents: 146 },
    });
    expect(shortCharge({ ...card, totalCents: 1524, capturedCents: 1524 })).toBeNull();
    expect(shortCharge({ ...card, paymentStatus: 'authorized', totalCents: 2100, capturedCents: null })).toBeNull();
  });

  it('tells what was charged of the hold, or that it was released; nothing while it is held', () => {
    expect(heldCardOutcome({ ...card, totalCents: 1524, capturedCents: 1524 })).toEqual({
      authorizedCents: 1954,
      capture: { amountCents: 1524, over: false, shortCents: 0 },
    });
    expect(heldCardOutcome({ ...card, paymentStatus: 'released', totalCents: 0, capturedCents: null })?.capture.amountCents).toBe(0);
    expect(heldCardOutcome({ ...card, paymentStatus: 'authorized', totalCents: 1524, capturedCents: null })).toBeNull();
    expect(heldCardOutcome({ ...card, toPick: false, totalCents: 1524, capturedCents: 1524 })).toBeNull();
  });
});
