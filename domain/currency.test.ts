import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, hasWholeCents, isKnownCurrency, isValidLocale } from './currency.ts';
import { centsToDollars, dollarsToCents, minorDigits } from './money.ts';

// The money functions with a currency named (money.ts), as the API edges and the exports use them.
const of = (code: string) => ({ code, locale: 'en' });
const minorUnitDigits = (code: string) => minorDigits(of(code));
const toMinorUnits = (amount: number, code: string) => dollarsToCents(amount, of(code));
const fromMinorUnits = (minor: number, code: string) => centsToDollars(minor, of(code));
const fitsMinorUnits = (amount: number, code: string) => hasWholeCents(amount, of(code));

describe('currency', () => {
  it('knows each currency’s minor unit', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('INR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
  });

  it('turns API amounts into minor units and back, exactly', () => {
    expect(toMinorUnits(12.5, 'USD')).toBe(1250);
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(1250, 'JPY')).toBe(1250);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.constantFrom('USD', 'JPY', 'KWD', 'INR', 'EUR'), (minor, code) => {
        expect(toMinorUnits(fromMinorUnits(minor, code), code)).toBe(minor);
      }),
    );
  });

  it('tells amounts with too many decimals for the currency', () => {
    expect(fitsMinorUnits(12.5, 'USD')).toBe(true);
    expect(fitsMinorUnits(12.555, 'USD')).toBe(false);
    expect(fitsMinorUnits(12.5, 'JPY')).toBe(false);
    expect(fitsMinorUnits(12.555, 'KWD')).toBe(true);
  });

  it('formats in the shop’s locale with Intl', () => {
    expect(formatAmount(1250, { code: 'USD', locale: 'en-US' })).toBe('$12.50');
    expect(formatAmount(125000, { code: 'INR', locale: 'en-IN' })).toBe('₹1,250.00');
    expect(formatAmount(1250, { code: 'JPY', locale: 'ja-JP' })).toBe('￥1,250');
    expect(formatAmount(1250, { code: 'EUR', locale: 'de-DE' })).toBe('12,50\u00a0€');
    expect(formatAmount(333, { code: 'GBP', locale: 'en-GB' })).toBe('£3.33');
  });

  it('checks codes and locales', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('eur')).toBe(false);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isValidLocale('en-IN')).toBe(true);
    expect(isValidLocale('not a locale')).toBe(false);
  });
});
