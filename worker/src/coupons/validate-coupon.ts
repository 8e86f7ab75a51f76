import type { Database } from '../../../db/client.ts';
import { checkCoupon, COUPON_MESSAGES, couponAppliedMessage } from '../../../domain/coupons.ts';
import { countUse } from '../limits/fixed-window.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import type { CheckedCoupon } from '../../../domain/contracts/coupons.ts';
import type { CouponCheckRequest } from './request.ts';
import { findCoupon } from './find-coupon.ts';

/** Coupon checks per address per minute: a checkout needs a few, guessing codes needs thousands. */
export const COUPON_CHECK_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 };
const TOO_MANY_CHECKS = 'Too many coupon checks. Please wait a minute and try again.';

/**
 * The coupon box's check (POST /api/coupons/validate): refused as not found for a code that does
 * not exist or is disabled, as invalid (`coupon_not_applicable`) with the reason for one that
 * exists but does not apply (expired, used up, or below its minimum when the cart's subtotal is
 * given), and as too many requests past an address's ration of checks.
 */
export async function validateCoupon(
  runtime: { db: Database; now(): number },
  input: CouponCheckRequest,
  address: string,
): Promise<Outcome<CheckedCoupon>> {
  const { db } = runtime;
  const now = runtime.now();
  const tooMany = await countUse(db, `coupon-checks:${address}`, { ...COUPON_CHECK_RATE_LIMIT, message: TOO_MANY_CHECKS }, now);
  if (tooMany) return tooMany;
  const coupon = await findCoupon(db, input.code);
  const check = checkCoupon(coupon, input.subtotalCents === undefined ? { now } : { now, subtotalCents: input.subtotalCents });
  if (!check.ok) {
    if (check.message === COUPON_MESSAGES.invalid) return refused('not_found', check.message);
    return refused('invalid', check.message, { code: 'coupon_not_applicable' });
  }
  return done({ code: coupon!.code, discount: check.discountPercent, message: couponAppliedMessage(check.discountPercent) });
}
