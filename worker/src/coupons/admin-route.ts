import { Hono } from 'hono';
import { COUPON_ADMIN_MESSAGES } from '../../../domain/coupon-form.ts';
import { CouponChangedAnswer, CouponsAnswer } from '../../../domain/contracts/coupons.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { CouponRequest, CouponUpdateRequest } from './request.ts';
import { createCoupon } from './create-coupon.ts';
import { listCoupons } from './list-coupons.ts';
import { updateCoupon } from './update-coupon.ts';

const noStore = { 'Cache-Control': 'no-store' };
const fieldsRefused = failure('A field is missing or invalid (per-field messages in `errors`)');

/** Coupons for the Settings screen: list, add, edit, disable (admins only). */
export function adminCouponRoutes(runtime: AuthRuntime) {
  return new Hono<AuthEnv>()
    .use(requireAdmin(runtime))
    .get(
      '/',
      documented({
        operationId: 'listCoupons',
        summary: 'Every coupon, with its uses (admin)',
        tags: ['Admin'],
        access: 'admin',
        responses: { 200: answer('Coupons by code', CouponsAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await listCoupons(runtime.db) }, 200, noStore),
    )
    .post(
      '/',
      documented({
        operationId: 'createCoupon',
        summary: 'Add a coupon (admin)',
        description: 'The code is stored upper case; codes match whatever their case.',
        tags: ['Admin'],
        access: 'admin',
        responses: {
          201: answer(`'${COUPON_ADMIN_MESSAGES.added}'`, CouponChangedAnswer),
          400: fieldsRefused,
          409: failure(`'${COUPON_ADMIN_MESSAGES.duplicate}'`),
        },
      }),
      jsonBody(CouponRequest),
      async (c) => {
        const coupon = valueOrRefusal(await createCoupon(runtime.db, c.req.valid('json')));
        return c.json({ success: true as const, data: coupon, message: COUPON_ADMIN_MESSAGES.added }, 201, noStore);
      },
    )
    .put(
      '/:code',
      documented({
        operationId: 'updateCoupon',
        summary: "Change a coupon's terms, or disable it with {active:false} (admin)",
        description: 'The code itself stays (past orders name it). null or blank clears the expiry, minimum or limit.',
        tags: ['Admin'],
        access: 'admin',
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string', maxLength: 32 }, description: 'Any case' }],
        responses: {
          200: answer(
            `'${COUPON_ADMIN_MESSAGES.updated}', '${COUPON_ADMIN_MESSAGES.disabled}' or '${COUPON_ADMIN_MESSAGES.enabled}'`,
            CouponChangedAnswer,
          ),
          400: failure(`Invalid terms, or '${COUPON_ADMIN_MESSAGES.limitBelowUses}'`),
          404: failure(`'${COUPON_ADMIN_MESSAGES.notFound}'`),
        },
      }),
      jsonBody(CouponUpdateRequest),
      async (c) => {
        const input = c.req.valid('json');
        const coupon = valueOrRefusal(await updateCoupon(runtime.db, c.req.param('code'), input));
        const onlyActive = Object.keys(input).length === 1 && input.active !== undefined;
        const message = onlyActive
          ? coupon.active
            ? COUPON_ADMIN_MESSAGES.enabled
            : COUPON_ADMIN_MESSAGES.disabled
          : COUPON_ADMIN_MESSAGES.updated;
        return c.json({ success: true as const, data: coupon, message }, 200, noStore);
      },
    );
}
