import { asc } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { coupons, type CouponRow } from '../../../../db/schema/index.ts';
import type { AdminCoupon } from '../../../../domain/coupon-form.ts';
import { centsToDollars } from '../../../../domain/money.ts';

/** Every coupon, disabled ones too, by code (GET /api/admin/coupons). */
export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toAdminCoupon);
}

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
