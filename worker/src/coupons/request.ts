import type { z } from 'zod';
import { CouponChangeBody, CouponCheckBody, NewCouponBody } from '../../../domain/contracts/coupons.ts';
import { optionalCents } from '../http/amounts.ts';

/** A new coupon (domain/contracts/coupons.ts) with its minimum order read into cents (none: 0). */
export const CouponRequest = NewCouponBody.transform(({ minOrder, ...terms }) => ({
  ...terms,
  minOrderCents: optionalCents(minOrder) ?? 0,
}));
export type CouponRequest = z.output<typeof CouponRequest>;

/** Changed terms: only the fields sent; a cleared minimum is 0. */
export const CouponUpdateRequest = CouponChangeBody.transform(({ minOrder, ...terms }) => ({
  ...terms,
  ...(minOrder === undefined ? {} : { minOrderCents: optionalCents(minOrder) ?? 0 }),
}));
export type CouponUpdateRequest = z.output<typeof CouponUpdateRequest>;

/** The checkout's coupon check: the code, and the cart's subtotal in cents when sent. */
export const CouponCheckRequest = CouponCheckBody.transform(({ subtotal, ...check }) => ({
  ...check,
  ...(subtotal === undefined ? {} : { subtotalCents: optionalCents(subtotal) }),
}));
export type CouponCheckRequest = z.output<typeof CouponCheckRequest>;
