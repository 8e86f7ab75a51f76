import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { COUPON_ADMIN_MESSAGES } from '../../../domain/coupon-form.ts';
import type { AdminCoupon } from '../../../domain/contracts/coupons.ts';
import type { CouponUpdateRequest } from './request.ts';
import { normalizeCouponCode } from '../../../domain/coupons.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { toAdminCoupon } from './answer.ts';

/**
 * Changes a coupon's terms (the code stays: past orders name it); `{active:false}` disables it,
 * so it stops applying at once. A usage limit below the uses so far is refused, checked in the
 * same statement as the write so an order counting a use meanwhile cannot slip past it.
 */
export async function updateCoupon(db: Database, rawCode: string, input: CouponUpdateRequest): Promise<Outcome<AdminCoupon>> {
  const code = normalizeCouponCode(rawCode);
  const changes: Partial<typeof coupons.$inferInsert> = { updatedAt: new Date() };
  if (input.discountPercent !== undefined) changes.discountPercent = input.discountPercent;
  if (input.active !== undefined) changes.active = input.active;
  if (input.expiresAt !== undefined) changes.expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (input.minOrderCents !== undefined) changes.minOrderCents = input.minOrderCents;
  if (input.usageLimit !== undefined) changes.usageLimit = input.usageLimit;

  const limit = input.usageLimit;
  const fits = limit === undefined || limit === null ? undefined : lte(coupons.usedCount, limit);
  const [row] = await db
    .update(coupons)
    .set(changes)
    .where(and(eq(coupons.code, code), fits))
    .returning();
  if (row) return done(toAdminCoupon(row));

  const existing = await db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)).get();
  if (!existing) return refused('not_found', COUPON_ADMIN_MESSAGES.notFound);
  const message = `${COUPON_ADMIN_MESSAGES.limitBelowUses} It has been used ${existing.usedCount} ${existing.usedCount === 1 ? 'time' : 'times'}.`;
  return refused('invalid', message, { errors: { usageLimit: message } });
}
