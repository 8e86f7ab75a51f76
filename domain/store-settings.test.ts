import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_DETAILS } from './store-details.ts';
import { STORE_SETTINGS_ERRORS, StoreSettingsInput } from './store-settings.ts';
import { fieldErrors } from './validation.ts';

const { country: _name, ...details } = DEFAULT_STORE_DETAILS;
const valid = { ...details, countryCode: 'US', deliveryFee: '3.00' };

function errorsOf(input: unknown): Record<string, string> {
  const result = StoreSettingsInput.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('StoreSettingsInput', () => {
  it('accepts the defaults, reading the fee text as dollars', () => {
    expect(StoreSettingsInput.parse(valid)).toEqual({ ...details, countryCode: 'US', deliveryFee: 3 });
    expect(StoreSettingsInput.parse({ ...valid, deliveryFee: 0 }).deliveryFee).toBe(0);
    expect(StoreSettingsInput.parse({ ...valid, deliveryFee: '100' }).deliveryFee).toBe(100);
  });

  it('names every missing field', () => {
    expect(Object.keys(errorsOf({}))).toEqual([
      'storeName',
      'contactEmail',
      'phone',
      'street',
      'locality',
      'countryCode',
      'openingHours',
      'deliveryFee',
    ]);
  });

  it.each([
    [{ deliveryFee: '-0.01' }, STORE_SETTINGS_ERRORS.deliveryFeeInvalid],
    [{ deliveryFee: '100.01' }, STORE_SETTINGS_ERRORS.deliveryFeeTooHigh],
    [{ deliveryFee: '1.999' }, STORE_SETTINGS_ERRORS.deliveryFeeCents],
    [{ phone: '12345' }, STORE_SETTINGS_ERRORS.phoneInvalid],
    [{ phone: 'ring 555 0142' }, STORE_SETTINGS_ERRORS.phoneInvalid],
    [{ contactEmail: 'shop@' }, STORE_SETTINGS_ERRORS.contactEmailInvalid],
    [{ openingHours: 'x'.repeat(101) }, STORE_SETTINGS_ERRORS.textTooLong],
    [{ countryCode: 'Italy' }, STORE_SETTINGS_ERRORS.countryUnknown],
  ])('refuses %j', (change, message) => {
    expect(Object.values(errorsOf({ ...valid, ...change }))).toEqual([message]);
  });
});
