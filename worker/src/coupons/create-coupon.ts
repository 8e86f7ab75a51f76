import type { Database } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { COUPON_ADMIN_MESSAGES } from '../../../domain/coupon-form.ts';
import type { AdminCoupon } from '../../../domain/contracts/coupons.ts';
import type { CouponRequest } from './request.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { toAdminCoupon } from './answer.ts';

/**
 * Adds a coupon. Codes are stored upper case (the schema normalises them), so the primary key
 * makes them unique whatever their case; the insert itself claims the code, so two owners adding
 * the same one at once get one coupon and one conflict.
 */
export async function createCoupon(db: Database, input: CouponRequest): Promise<Outcome<AdminCoupon>> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      discountPercent: input.discountPercent,
      active: input.active,
      expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt),
      minOrderCents: input.minOrderCents,
      usageLimit: input.usageLimit ?? null,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) return refused('conflict', COUPON_ADMIN_MESSAGES.duplicate);
  return done(toAdminCoupon(row));
}
