import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, hasWholeCents } from './currency.ts';
import { centsToDollars, dollarsToCents, formatDollars, formatMoney, minorDigits, setDisplayCurrency } from './money.ts';

describe('money', () => {
  it('turns dollars into whole cents, rounding half away from zero on the decimal text', () => {
    expect(dollarsToCents(12.99)).toBe(1299);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(-3.5)).toBe(-350);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every cent amount through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it('shows amounts with a dollar sign and two decimals', () => {
    expect(formatMoney(300)).toBe('$3.00');
    expect(formatMoney(1299)).toBe('$12.99');
    expect(formatMoney(-250)).toBe('-$2.50');
    expect(formatDollars(9.9)).toBe('$9.90');
  });
});

describe('amounts in the shop’s currency', () => {
  it('keeps each currency in its own minor unit: yen whole, dinars in thousandths', () => {
    const yen = { code: 'JPY', locale: 'ja-JP' };
    const dinars = { code: 'KWD', locale: 'en-US' };
    expect([minorDigits(), minorDigits(yen), minorDigits(dinars)]).toEqual([2, 0, 3]);
    expect(dollarsToCents(1200, yen)).toBe(1200);
    expect(centsToDollars(1200, yen)).toBe(1200);
    expect(dollarsToCents(1.234, dinars)).toBe(1234);
    expect(centsToDollars(1234, dinars)).toBe(1.234);
    expect(formatMoney(1234, dinars)).toBe('KWD\u00a01.234');
    expect([hasWholeCents(12.5, yen), hasWholeCents(1200, yen), hasWholeCents(1.234, dinars), hasWholeCents(1.2345, dinars)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('writes each currency as its locale does, decimals as the currency has them', () => {
    expect(formatMoney(125000, { code: 'INR', locale: 'en-IN' })).toBe('₹1,250.00');
    expect(formatMoney(1250, { code: 'EUR', locale: 'de-DE' })).toBe('12,50\u00a0€');
    expect(formatMoney(1250, { code: 'JPY', locale: 'ja-JP' })).toBe('￥1,250');
    expect(formatMoney(-350)).toBe('-$3.50');
  });

  it("writes an order's amount in the order's own currency, whatever the shop's decimals", () => {
    expect(formatDollars(1250, { code: 'JPY', locale: 'ja-JP' })).toBe('￥1,250');
    expect(formatDollars(1.234, { code: 'KWD', locale: 'en-KW' })).toMatch(/1\.234/);
  });

  it('follows the currency the server or the page sets, and names its sign for labels', () => {
    expect(currencySymbol()).toBe('$');
    setDisplayCurrency({ code: 'GBP', locale: 'en-GB' });
    try {
      expect(formatMoney(1299)).toBe('£12.99');
      expect(formatDollars(3)).toBe('£3.00');
      expect(currencySymbol()).toBe('£');
    } finally {
      setDisplayCurrency({ code: 'USD', locale: 'en-US' });
    }
  });
});
