import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import type { AdminCoupon } from '../../../domain/contracts/coupons.ts';
import { toAdminCoupon } from './answer.ts';

/** Every coupon, disabled ones too, by code (GET /api/admin/coupons). */
export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toAdminCoupon);
}
