import { z } from 'zod';
import { CouponValidateInput } from '../checkout.ts';
import { CouponInput, CouponUpdateInput } from '../coupon-form.ts';
import { Count, dataAnswer, dataAnswerWithMessage, Dollars, IsoInstant } from './envelope.ts';

/**
 * Coupons as callers see them: the admin's list, add and change (/api/admin/coupons) and the
 * checkout's check of a code (POST /api/coupons/validate). The admin's bodies are the coupon
 * form's own schemas (domain/coupon-form.ts), which the browser runs as the owner types; the
 * site imports this module's types only. Types are derived, never written beside them.
 */

/** POST /api/admin/coupons: a new coupon (active unless told otherwise); `minOrder` in dollars. */
export const NewCouponBody = CouponInput;
export type NewCouponBody = z.input<typeof NewCouponBody>;

/** PUT /api/admin/coupons/{code}: the terms to change; null or blank clears the expiry, minimum or limit. */
export const CouponChangeBody = CouponUpdateInput;
export type CouponChangeBody = z.input<typeof CouponChangeBody>;

/** POST /api/coupons/validate: the code, and the cart's subtotal in dollars to check the coupon's minimum. */
export const CouponCheckBody = CouponValidateInput;
export type CouponCheckBody = z.input<typeof CouponCheckBody>;

/** A coupon as the admin's table lists it. */
export const AdminCouponAnswer = z
  .object({
    code: z.string().meta({ examples: ['SAVE10'] }),
    discountPercent: z.int().min(1).max(100),
    active: z.boolean(),
    expiresAt: IsoInstant.nullable().describe('From this instant it no longer applies; null for never'),
    minOrder: Dollars.describe('Dollars; 0 for no minimum'),
    usageLimit: z.int().min(1).nullable(),
    usedCount: Count,
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof AdminCouponAnswer>;

export const CouponsAnswer = dataAnswer(z.array(AdminCouponAnswer));
export type CouponsAnswer = z.infer<typeof CouponsAnswer>;
export const CouponChangedAnswer = dataAnswerWithMessage(AdminCouponAnswer);
export type CouponChangedAnswer = z.infer<typeof CouponChangedAnswer>;

/** A code that applies, with what it takes off: 'Coupon Applied: 10% off'. */
export const CouponCheckAnswer = dataAnswerWithMessage(z.object({ code: z.string(), discount: z.int().describe('Percent off') }));
export type CouponCheckAnswer = z.infer<typeof CouponCheckAnswer>;
/** The check's outcome as the route answers it: the code as stored, the percent off and the message. */
export type CheckedCoupon = CouponCheckAnswer['data'] & Pick<CouponCheckAnswer, 'message'>;
