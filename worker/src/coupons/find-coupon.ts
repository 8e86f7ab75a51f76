import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { normalizeCouponCode, type CouponTerms } from '../../../domain/coupons.ts';

/** A coupon's terms by code, typed in any case; undefined when no such code exists. */
export async function findCoupon(db: Database, code: string): Promise<CouponTerms | undefined> {
  const row = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
    .get();
  if (!row) return undefined;
  return {
    code: row.code,
    discountPercent: row.discountPercent,
    active: row.active,
    expiresAt: row.expiresAt?.getTime() ?? null,
    minOrderCents: row.minOrderCents,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
  };
}
