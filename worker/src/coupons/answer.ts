import type { CouponRow } from '../../../db/schema/index.ts';
import type { AdminCoupon } from '../../../domain/contracts/coupons.ts';
import { centsToDollars } from '../../../domain/money.ts';

/** A coupon row as the admin's table reads it: the expiry as ISO 8601, the minimum in dollars. */
export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    discountPercent: row.discountPercent,
    active: row.active,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    minOrder: centsToDollars(row.minOrderCents),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
  };
}
