import { Hono } from 'hono';
import { CouponValidateInput } from '../../../domain/checkout.ts';
import type { AppEnv } from '../app-env.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { validateCoupon } from '../services/coupons/validate-coupon.ts';

export function couponRoutes(runtime: AuthRuntime) {
  const routes = new Hono<AppEnv>();
  routes.post('/validate', async (c) => {
    const coupon = await validateCoupon(runtime, await readInput(c, CouponValidateInput), runtime.clientAddress(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: { code: coupon.code, discount: coupon.discount }, message: coupon.message });
  });
  return routes;
}
