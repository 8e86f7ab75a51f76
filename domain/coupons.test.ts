import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  COUPON_MESSAGES,
  couponState,
  couponAppliedMessage,
  couponMinimumMessage,
  normalizeCouponCode,
  type CouponTerms,
} from './coupons.ts';

const NOW = Date.UTC(2026, 0, 15, 12);

function coupon(overrides: Partial<CouponTerms> = {}): CouponTerms {
  return {
    code: 'SAVE10',
    discountPercent: 10,
    active: true,
    expiresAt: null,
    minOrderCents: 0,
    usageLimit: null,
    usedCount: 0,
    ...overrides,
  };
}

describe('normalizeCouponCode', () => {
  it.each([
    ['save10', 'SAVE10'],
    ['  Save10 ', 'SAVE10'],
    ['SAVE10', 'SAVE10'],
  ])('%j → %j (codes match whatever their case)', (typed, stored) => {
    expect(normalizeCouponCode(typed)).toBe(stored);
  });
});

describe('checkCoupon', () => {
  it('applies an active coupon with its percent', () => {
    expect(checkCoupon(coupon(), { now: NOW })).toEqual({ ok: true, discountPercent: 10 });
  });

  it('reads a missing or disabled coupon as invalid', () => {
    expect(checkCoupon(undefined, { now: NOW })).toEqual({ ok: false, message: COUPON_MESSAGES.invalid });
    expect(checkCoupon(null, { now: NOW })).toEqual({ ok: false, message: COUPON_MESSAGES.invalid });
    expect(checkCoupon(coupon({ active: false }), { now: NOW })).toEqual({ ok: false, message: COUPON_MESSAGES.invalid });
  });

  it('refuses a coupon from the moment it expires', () => {
    expect(checkCoupon(coupon({ expiresAt: NOW + 1 }), { now: NOW }).ok).toBe(true);
    expect(checkCoupon(coupon({ expiresAt: NOW }), { now: NOW })).toEqual({ ok: false, message: COUPON_MESSAGES.expired });
  });

  it('refuses a coupon used as often as its limit allows', () => {
    expect(checkCoupon(coupon({ usageLimit: 2, usedCount: 1 }), { now: NOW }).ok).toBe(true);
    expect(checkCoupon(coupon({ usageLimit: 2, usedCount: 2 }), { now: NOW })).toEqual({
      ok: false,
      message: COUPON_MESSAGES.usedUp,
    });
  });

  it('checks the minimum order only when the subtotal is known', () => {
    const big = coupon({ minOrderCents: 2000 });
    expect(checkCoupon(big, { now: NOW }).ok).toBe(true);
    expect(checkCoupon(big, { now: NOW, subtotalCents: 2000 }).ok).toBe(true);
    expect(checkCoupon(big, { now: NOW, subtotalCents: 1999 })).toEqual({
      ok: false,
      message: 'This coupon needs an order of at least $20.00.',
    });
  });

  it('says why in a fixed order: invalid, expired, used up, minimum', () => {
    const everythingWrong = coupon({ expiresAt: NOW - 1, usageLimit: 1, usedCount: 1, minOrderCents: 5000 });
    expect(checkCoupon({ ...everythingWrong, active: false }, { now: NOW, subtotalCents: 1 })).toMatchObject({
      message: COUPON_MESSAGES.invalid,
    });
    expect(checkCoupon(everythingWrong, { now: NOW, subtotalCents: 1 })).toMatchObject({ message: COUPON_MESSAGES.expired });
    expect(checkCoupon({ ...everythingWrong, expiresAt: null }, { now: NOW, subtotalCents: 1 })).toMatchObject({
      message: COUPON_MESSAGES.usedUp,
    });
    expect(checkCoupon({ ...everythingWrong, expiresAt: null, usedCount: 0 }, { now: NOW, subtotalCents: 1 })).toMatchObject({
      message: couponMinimumMessage(5000),
    });
  });
});

describe('messages', () => {
  it('match the shop texts', () => {
    expect(couponAppliedMessage(10)).toBe('Coupon Applied: 10% off');
    expect(couponMinimumMessage(1550)).toBe('This coupon needs an order of at least $15.50.');
  });
});

describe('couponState', () => {
  const terms = { active: true, expiresAt: 2_000, usageLimit: 2, usedCount: 0 };
  it('reads disabled first, then expired, then used up, as checkCoupon refuses', () => {
    expect(couponState(terms, 1_000)).toBe('Active');
    expect(couponState({ ...terms, active: false, usedCount: 2 }, 5_000)).toBe('Disabled');
    expect(couponState({ ...terms, usedCount: 2 }, 2_000)).toBe('Expired');
    expect(couponState({ ...terms, usedCount: 2 }, 1_000)).toBe('Used up');
    expect(couponState({ ...terms, expiresAt: null, usageLimit: null, usedCount: 99 }, 9e12)).toBe('Active');
  });
});
