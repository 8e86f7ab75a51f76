import { describe, expect, it } from 'vitest';
import { COUPON_FORM_ERRORS, CouponInput, CouponUpdateInput, expiryFromLocalDate, localDateOfExpiry, parseExpiry } from './coupon-form.ts';
import { fieldErrors } from './validation.ts';

function errorsOf(input: unknown): Record<string, string> {
  const result = CouponInput.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('CouponInput', () => {
  it('reads the form: code upper case, numbers from text, blanks as not given', () => {
    expect(CouponInput.parse({ code: ' summer_5 ', discountPercent: '5', minOrder: '', usageLimit: '', expiresAt: '' })).toEqual({
      code: 'SUMMER_5',
      discountPercent: 5,
      active: true,
      expiresAt: undefined,
      minOrder: undefined,
      usageLimit: undefined,
    });
  });

  it.each([
    [{ code: '', discountPercent: 5 }, 'code', COUPON_FORM_ERRORS.codeRequired],
    [{ code: 'NO WAY', discountPercent: 5 }, 'code', COUPON_FORM_ERRORS.codeInvalid],
    [{ code: 'A', discountPercent: '0' }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'A', discountPercent: '7.5' }, 'discountPercent', COUPON_FORM_ERRORS.discountInvalid],
    [{ code: 'A', discountPercent: 5, usageLimit: '0' }, 'usageLimit', COUPON_FORM_ERRORS.usageLimitInvalid],
    [{ code: 'A', discountPercent: 5, minOrder: 'ten' }, 'minOrder', COUPON_FORM_ERRORS.minOrderInvalid],
    [{ code: 'A', discountPercent: 5, expiresAt: '31/12/2026' }, 'expiresAt', COUPON_FORM_ERRORS.expiresAtInvalid],
  ])('refuses %j', (input, field, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message });
  });
});

describe('CouponUpdateInput', () => {
  it('takes only the terms sent; null or blank clears one', () => {
    expect(CouponUpdateInput.parse({ active: false })).toEqual({ active: false });
    expect(CouponUpdateInput.parse({ code: 'OTHER', usageLimit: '', minOrder: null, expiresAt: '2026-05-01' })).toEqual({
      usageLimit: null,
      minOrder: null,
      expiresAt: Date.UTC(2026, 4, 2),
    });
  });
});

describe('expiry dates', () => {
  it('reads a date as the end of that day (UTC) and an instant as given', () => {
    expect(parseExpiry('2026-12-31')).toBe(Date.UTC(2027, 0, 1));
    expect(parseExpiry('2026-06-01T10:00:00+02:00')).toBe(Date.UTC(2026, 5, 1, 8));
    expect(parseExpiry('2026-02-29')).toBeUndefined();
    expect(parseExpiry('tomorrow')).toBeUndefined();
  });

  it('round-trips a local date through the instant the form sends', () => {
    const instant = expiryFromLocalDate('2026-12-31')!;
    expect(localDateOfExpiry(instant)).toBe('2026-12-31');
    expect(expiryFromLocalDate('')).toBeNull();
    expect(localDateOfExpiry(null)).toBe('');
  });
});
