import type { z } from 'zod';
import { CouponValidateInput } from '../../../domain/checkout.ts';
import { CouponInput, CouponUpdateInput } from '../../../domain/coupon-form.ts';
import { optionalCents } from '../http/amounts.ts';

/** A new coupon (POST /api/admin/coupons): its minimum order read into cents (none: 0). */
export const CouponRequest = CouponInput.transform(({ minOrder, ...terms }) => ({ ...terms, minOrderCents: optionalCents(minOrder) ?? 0 }));
export type CouponRequest = z.output<typeof CouponRequest>;

/** Changed terms (PUT /api/admin/coupons/:code): only the fields sent; a cleared minimum is 0. */
export const CouponUpdateRequest = CouponUpdateInput.transform(({ minOrder, ...terms }) => ({
  ...terms,
  ...(minOrder === undefined ? {} : { minOrderCents: optionalCents(minOrder) ?? 0 }),
}));
export type CouponUpdateRequest = z.output<typeof CouponUpdateRequest>;

/** The checkout's coupon check: the code, and the cart's subtotal in cents when sent. */
export const CouponCheckRequest = CouponValidateInput.transform(({ subtotal, ...check }) => ({
  ...check,
  ...(subtotal === undefined ? {} : { subtotalCents: optionalCents(subtotal) }),
}));
export type CouponCheckRequest = z.output<typeof CouponCheckRequest>;
