import { Hono } from 'hono';
import { COUPON_ADMIN_MESSAGES, CouponInput, CouponUpdateInput } from '../../../domain/coupon-form.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { createCoupon } from '../services/coupons/create-coupon.ts';
import { listCoupons } from '../services/coupons/list-coupons.ts';
import { updateCoupon } from '../services/coupons/update-coupon.ts';

/** Coupons for the Settings screen: list, add, edit, disable (admins only). */
export function adminCouponRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AuthEnv>();
  routes.use(requireAdmin(runtime));

  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: await listCoupons(runtime.db) });
  });

  routes.post('/', async (c) => {
    const coupon = await createCoupon(runtime.db, await readInput(c, CouponInput));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: coupon, message: COUPON_ADMIN_MESSAGES.added }, 201);
  });

  routes.put('/:code', async (c) => {
    const input = await readInput(c, CouponUpdateInput);
    const coupon = await updateCoupon(runtime.db, c.req.param('code'), input);
    const onlyActive = Object.keys(input).length === 1 && input.active !== undefined;
    const message = onlyActive ? (coupon.active ? COUPON_ADMIN_MESSAGES.enabled : COUPON_ADMIN_MESSAGES.disabled) : COUPON_ADMIN_MESSAGES.updated;
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: coupon, message });
  });
  return routes;
}
