import { Hono } from 'hono';
import { COUPON_MESSAGES } from '../../../domain/coupons.ts';
import { CouponCheckAnswer } from '../../../domain/contracts/coupons.ts';
import type { AppEnv } from '../app-env.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { CouponCheckRequest } from './request.ts';
import { validateCoupon } from './validate-coupon.ts';

export function couponRoutes(runtime: AuthRuntime) {
  return new Hono<AppEnv>().post(
    '/validate',
    documented({
      operationId: 'validateCoupon',
      summary: 'Check a coupon code (any case) before checkout',
      description: "`subtotal` is the cart's subtotal in dollars, to check the coupon's minimum order.",
      tags: ['Orders'],
      access: 'public',
      responses: {
        200: answer("'Coupon Applied: 10% off'", CouponCheckAnswer),
        400: failure(`'${COUPON_MESSAGES.expired}', '${COUPON_MESSAGES.usedUp}', 'This coupon needs an order of at least $N.'`),
        404: failure(`'${COUPON_MESSAGES.invalid}' (unknown or disabled)`),
        429: failure('More than 60 checks from one address in a minute'),
      },
    }),
    jsonBody(CouponCheckRequest),
    async (c) => {
      const coupon = valueOrRefusal(await validateCoupon(runtime, c.req.valid('json'), runtime.clientAddress(c)));
      return c.json({ success: true as const, data: { code: coupon.code, discount: coupon.discount }, message: coupon.message }, 200, {
        'Cache-Control': 'no-store',
      });
    },
  );
}
