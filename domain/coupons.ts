import type { MessageKey } from './i18n/messages/index.ts';
import { formatMoney, type Cents } from './money.ts';

/** Coupon rules: codes match whatever their case. */

/** Message keys (domain/i18n/messages/checkout-rules.ts), written in the asker's language. */
export const COUPON_MESSAGES = {
  invalid: 'checkout-rules.couponInvalid',
  expired: 'checkout-rules.couponExpired',
  usedUp: 'checkout-rules.couponUsedUp',
} as const satisfies Record<string, MessageKey>;

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

export type CouponState = 'Active' | 'Disabled' | 'Expired' | 'Used up';

/** Where a coupon stands now, whatever the order: the admin's table shows it, checkCoupon refuses by it. */
export function couponState(coupon: Pick<CouponTerms, 'active' | 'expiresAt' | 'usageLimit' | 'usedCount'>, now: number): CouponState {
  if (!coupon.active) return 'Disabled';
  if (coupon.expiresAt !== null && coupon.expiresAt <= now) return 'Expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'Used up';
  return 'Active';
}

const REFUSALS: Record<Exclude<CouponState, 'Active'>, string> = {
  Disabled: COUPON_MESSAGES.invalid,
  Expired: COUPON_MESSAGES.expired,
  'Used up': COUPON_MESSAGES.usedUp,
};

/**
 * Whether a coupon applies now to an order of `subtotalCents` (omit it to skip the minimum, as
 * the coupon box does before it knows the cart). A missing or disabled coupon reads as invalid.
 */
export function checkCoupon(coupon: CouponTerms | null | undefined, context: { now: number; subtotalCents?: Cents }): CouponCheck {
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.invalid };
  const state = couponState(coupon, context.now);
  if (state !== 'Active') return { ok: false, message: REFUSALS[state] };
  if (context.subtotalCents !== undefined && context.subtotalCents < coupon.minOrderCents) {
    return { ok: false, message: couponMinimumMessage(coupon.minOrderCents) };
  }
  return { ok: true, discountPercent: coupon.discountPercent };
}
