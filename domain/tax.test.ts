import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTax, shareInProportion, type TaxMode } from './tax.ts';

const rate = fc.constantFrom(0, 5, 12, 18, 20, 8.875, 7.25);
const goods = fc.array(fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), rate }), { minLength: 1, maxLength: 30 });
const mode = fc.constantFrom<TaxMode>('inclusive', 'exclusive');

describe('shareInProportion', () => {
  it('adds up to the total exactly and never gives a share more than one unit off its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.array(fc.integer({ min: 0, max: 10 ** 7 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = shareInProportion(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum === 0) {
            expect(shares.every((share) => share === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          for (const [index, share] of shares.entries()) expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1);
        },
      ),
      // Nothing to share among nothing: rare among random weights, so always tried.
      {
        examples: [
          [0, [0]],
          [7, [0, 0]],
        ],
      },
    );
  });
});

describe('computeOrderTax', () => {
  it('gives lines that add up to the total, for any basket, discount, fee and mode', () => {
    fc.assert(
      fc.property(
        goods,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2_000 }),
        rate,
        mode,
        (basket, percent, fee, deliveryRate, taxMode) => {
          const goodsTotal = basket.reduce((sum, line) => sum + line.amount, 0);
          const discount = Math.round((goodsTotal * percent) / 100);
          const result = computeOrderTax({ mode: taxMode, goods: basket, discount, deliveryFee: { amount: fee, rate: deliveryRate } });
          expect(result.lines.reduce((sum, line) => sum + line.taxable + line.tax, 0)).toBe(result.total);
          expect(result.lines.reduce((sum, line) => sum + line.tax, 0)).toBe(result.tax);
          const net = goodsTotal - discount + fee;
          expect(result.total).toBe(taxMode === 'exclusive' ? net + result.tax : net);
          for (const line of result.lines) {
            const gross = taxMode === 'exclusive' ? line.taxable : line.taxable + line.tax;
            const exact = taxMode === 'exclusive' ? (gross * line.rate) / 100 : (gross * line.rate) / (100 + line.rate);
            expect(Math.abs(line.tax - exact)).toBeLessThanOrEqual(0.5);
            expect(line.tax).toBeGreaterThanOrEqual(0);
          }
          expect(new Set(result.lines.map((line) => line.rate)).size).toBe(result.lines.length);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('shows VAT included in a UK price: £20.00 at 20% holds £3.33', () => {
    expect(
      computeOrderTax({ mode: 'inclusive', goods: [{ amount: 2000, rate: 20 }], discount: 0, deliveryFee: { amount: 0, rate: 20 } }),
    ).toEqual({
      lines: [{ rate: 20, taxable: 1667, tax: 333 }],
      tax: 333,
      total: 2000,
    });
  });

  it('adds US sales tax on the discounted goods and a taxable fee', () => {
    const result = computeOrderTax({
      mode: 'exclusive',
      goods: [
        { amount: 2000, rate: 8.875 },
        { amount: 1000, rate: 0 },
      ],
      discount: 300,
      deliveryFee: { amount: 300, rate: 8.875 },
    });
    // The $3.00 discount is shared 2:1 ($2.00 off the taxed goods); taxed: $18.00 + $3.00 fee.
    expect(result.lines).toEqual([
      { rate: 0, taxable: 900, tax: 0 },
      { rate: 8.875, taxable: 2100, tax: 186 },
    ]);
    expect(result.total).toBe(900 + 2100 + 186);
  });

  it('taxes Indian GST rates separately: 5% food, 12% packaged, 18% delivery', () => {
    const result = computeOrderTax({
      mode: 'inclusive',
      goods: [
        { amount: 10500, rate: 5 },
        { amount: 11200, rate: 12 },
      ],
      discount: 0,
      deliveryFee: { amount: 4000, rate: 18 },
    });
    expect(result.lines).toEqual([
      { rate: 5, taxable: 10000, tax: 500 },
      { rate: 12, taxable: 10000, tax: 1200 },
      { rate: 18, taxable: 3390, tax: 610 },
    ]);
  });
});
