import { z } from 'zod';
import { readNumberField } from './number-input.ts';
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from './coupons.ts';
import { groupDigits } from './number-format.ts';
import { decimalsAllowed, formatWholeMoney, hasWholeCents } from './currency.ts';
import { dollarsToCents } from './money.ts';

/**
 * The admin's coupon form and the bodies of POST /api/admin/coupons (a new coupon) and
 * PUT /api/admin/coupons/{code} (any of its terms; `{active:false}` disables it). Amounts travel
 * in dollars and are stored in cents; an expiry travels as an ISO 8601 date or instant.
 */

/** Minor units ($10,000, ¥1,000,000): a slipped key is caught. */
export const COUPON_MIN_ORDER_MAX_CENTS = 1_000_000;
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;

export const COUPON_FORM_ERRORS = {
  codeRequired: 'Code is required.',
  codeTooLong: `Code must be at most ${COUPON_CODE_MAX_LENGTH} characters.`,
  codeInvalid: 'Code may contain only letters, digits, - and _.',
  discountInvalid: 'Discount must be a whole number from 1 to 100.',
  activeInvalid: 'Active must be true or false.',
  expiresAtInvalid: 'Expiry must be a date such as 2026-12-31.',
  minOrderInvalid: 'Minimum order must be a number of at least 0.',
  get minOrderTooHigh() {
    return `Minimum order must be at most ${formatWholeMoney(COUPON_MIN_ORDER_MAX_CENTS)}.`;
  },
  get minOrderCents() {
    return `Minimum order can have ${decimalsAllowed()}.`;
  },
  usageLimitInvalid: 'Usage limit must be a whole number of at least 1.',
  usageLimitTooHigh: `Usage limit must be at most ${groupDigits(COUPON_USAGE_LIMIT_MAX)}.`,
} as const;

export const COUPON_ADMIN_MESSAGES = {
  added: 'Coupon added',
  updated: 'Coupon updated',
  disabled: 'Coupon disabled',
  enabled: 'Coupon enabled',
  duplicate: 'A coupon with this code already exists.',
  notFound: 'Coupon not found',
  limitBelowUses: 'Usage limit cannot be lower than the uses so far.',
  loadFailed: 'Failed to load coupons',
  saveFailed: 'Failed to save coupon',
} as const;

/** Blank form text (and null) means "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** Numbers as typed, read in the shop's locale (docs/product/forms.md); blank or null: not given. */
function toNumber(value: unknown, context: z.RefinementCtx): unknown {
  return readNumber(blankToUndefined(value), context);
}
const readNumber = readNumberField();

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An expiry as epoch milliseconds: an instant with its offset as given, or a bare date
 * (YYYY-MM-DD) meaning the end of that day in UTC. The form sends the end of the owner's own
 * day as an instant (expiryFromLocalDate).
 */
export function parseExpiry(text: string): number | undefined {
  if (DATE_ONLY.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text ? undefined : start + 24 * 60 * 60 * 1000;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? undefined : instant;
}

/** '2026-12-31' typed in the browser → the first instant after that day, in the browser's zone. */
export function expiryFromLocalDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).toISOString();
}

/** The last day a coupon still applies, as YYYY-MM-DD in the browser's zone (for the date field). */
export function localDateOfExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const lastMoment = new Date(Date.parse(expiresAt) - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${lastMoment.getFullYear()}-${pad(lastMoment.getMonth() + 1)}-${pad(lastMoment.getDate())}`;
}

const code = z
  .string({ error: COUPON_FORM_ERRORS.codeRequired })
  .trim()
  .min(1, COUPON_FORM_ERRORS.codeRequired)
  .max(COUPON_CODE_MAX_LENGTH, COUPON_FORM_ERRORS.codeTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, COUPON_FORM_ERRORS.codeInvalid)
  .transform(normalizeCouponCode);

const discountPercent = z.preprocess(
  toNumber,
  z
    .number({ error: COUPON_FORM_ERRORS.discountInvalid })
    .int(COUPON_FORM_ERRORS.discountInvalid)
    .min(1, COUPON_FORM_ERRORS.discountInvalid)
    .max(100, COUPON_FORM_ERRORS.discountInvalid),
);

const active = z.boolean({ error: COUPON_FORM_ERRORS.activeInvalid });

/** Epoch milliseconds, or null for no expiry. */
const expiresAt = z.preprocess(
  blankToUndefined,
  z
    .string({ error: COUPON_FORM_ERRORS.expiresAtInvalid })
    .transform((text, context) => {
      const instant = parseExpiry(text);
      if (instant === undefined) {
        context.addIssue({ code: 'custom', message: COUPON_FORM_ERRORS.expiresAtInvalid });
        return z.NEVER;
      }
      return instant;
    })
    .optional(),
);

/** Dollars; blank means no minimum (0). */
const minOrder = z.preprocess(
  toNumber,
  z
    .number({ error: COUPON_FORM_ERRORS.minOrderInvalid })
    .min(0, COUPON_FORM_ERRORS.minOrderInvalid)
    .refine((minimum) => dollarsToCents(minimum) <= COUPON_MIN_ORDER_MAX_CENTS, { error: () => COUPON_FORM_ERRORS.minOrderTooHigh })
    .refine(hasWholeCents, { error: () => COUPON_FORM_ERRORS.minOrderCents })
    .optional(),
);

/** Blank means no limit. */
const usageLimit = z.preprocess(
  toNumber,
  z
    .number({ error: COUPON_FORM_ERRORS.usageLimitInvalid })
    .int(COUPON_FORM_ERRORS.usageLimitInvalid)
    .min(1, COUPON_FORM_ERRORS.usageLimitInvalid)
    .max(COUPON_USAGE_LIMIT_MAX, COUPON_FORM_ERRORS.usageLimitTooHigh)
    .optional(),
);

/** null or blank → null (clear the term); anything else is checked by `schema`. */
function clearable<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable());
}

/** POST /api/admin/coupons: a new coupon (active unless told otherwise). */
export const CouponInput = z.object({
  code,
  discountPercent,
  active: active.default(true),
  expiresAt,
  minOrder,
  usageLimit,
});
export type CouponInput = z.output<typeof CouponInput>;

/**
 * PUT /api/admin/coupons/{code}: the terms to change (the code itself stays: past orders name
 * it). A term sent as null or blank is cleared: no expiry, no minimum, no limit.
 */
export const CouponUpdateInput = z
  .object({
    discountPercent,
    active,
    expiresAt: clearable(expiresAt),
    minOrder: clearable(minOrder),
    usageLimit: clearable(usageLimit),
  })
  .partial();
export type CouponUpdateInput = z.output<typeof CouponUpdateInput>;

/** The add/edit dialog's text fields, in the order they appear. */
export const COUPON_FORM_FIELDS = ['code', 'discountPercent', 'minOrder', 'usageLimit', 'expiresAt'] as const;
export type CouponFormField = (typeof COUPON_FORM_FIELDS)[number];
