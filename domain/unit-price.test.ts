import { describe, expect, it } from 'vitest';
import { unitPriceCents } from './unit-price.ts';

describe('the unit price', () => {
  it('is the price per kilogram, litre or item the content makes', () => {
    expect(unitPriceCents(299, { amount: 500, unit: 'g' })).toEqual({ cents: 598, per: 'kg' });
    expect(unitPriceCents(850, { amount: 0.75, unit: 'l' })).toEqual({ cents: 1133, per: 'l' });
    expect(unitPriceCents(349, { amount: 330, unit: 'ml' })).toEqual({ cents: 1058, per: 'l' });
    expect(unitPriceCents(1250, { amount: 2.5, unit: 'kg' })).toEqual({ cents: 500, per: 'kg' });
    expect(unitPriceCents(399, { amount: 6, unit: 'item' })).toEqual({ cents: 67, per: 'item' });
  });

  it('rounds half up to the minor unit, and is none without a content', () => {
    // 1.00 for 400 g is 2.50/kg; 1.01 for 400 g is 2.525, shown 2.53.
    expect(unitPriceCents(101, { amount: 400, unit: 'g' })).toEqual({ cents: 253, per: 'kg' });
    expect(unitPriceCents(299, null)).toBeNull();
  });
});
