import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars, formatMoney } from './money.ts';

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
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }));
  });

  it('shows amounts with a dollar sign and two decimals', () => {
    expect(formatMoney(300)).toBe('$3.00');
    expect(formatMoney(1299)).toBe('$12.99');
    expect(formatMoney(-250)).toBe('-$2.50');
    expect(formatDollars(9.9)).toBe('$9.90');
  });
});
