import { formatMoney, type Cents } from './money.ts';

/** Coupon rules (spec §4, §5; PRODUCT.md §6): codes match whatever their case. */

export const COUPON_MESSAGES = {
  invalid: 'Invalid Coupon Code',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
} as const;

export const COUPON_CODE_MAX_LENGTH = 32;

/** 'Coupon Applied: 10% off' */
export function couponAppliedMessage(percent: number): string {
  return `Coupon Applied: ${percent}% off`;
}

/** 'This coupon needs an order of at least $20.00.' */
export function couponMinimumMessage(minOrderCents: Cents): string {
  return `This coupon needs an order of at least ${formatMoney(minOrderCents)}.`;
}

/** The stored spelling of a code: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponTerms {
  code: string;
  discountPercent: number;
  active: boolean;
  /** Epoch milliseconds, or null for no expiry. */
  expiresAt: number | null;
  minOrderCents: Cents;
  usageLimit: number | null;
  usedCount: number;
}

export type CouponCheck = { ok: true; discountPercent: number } | { ok: false; message: string };

/**
 * Whether a coupon applies now to an order of `subtotalCents` (omit it to skip the minimum, as
 * the coupon box does before it knows the cart). A missing or disabled coupon reads as invalid.
 */
export function checkCoupon(
  coupon: CouponTerms | null | undefined,
  context: { now: number; subtotalCents?: Cents },
): CouponCheck {
  if (!coupon || !coupon.active) return { ok: false, message: COUPON_MESSAGES.invalid };
  if (coupon.expiresAt !== null && coupon.expiresAt <= context.now) return { ok: false, message: COUPON_MESSAGES.expired };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { ok: false, message: COUPON_MESSAGES.usedUp };
  if (context.subtotalCents !== undefined && context.subtotalCents < coupon.minOrderCents) {
    return { ok: false, message: couponMinimumMessage(coupon.minOrderCents) };
  }
  return { ok: true, discountPercent: coupon.discountPercent };
}
