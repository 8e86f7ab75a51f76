import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSubtotalCents } from './cart.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { cartTotals, computeTotals, discountOf, subtotalOf, tipOf } from './pricing.ts';
import type { TaxMode } from './tax.ts';

const cents = fc.integer({ min: 0, max: 100_000 });
const line = fc.record({ priceCents: cents, quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }) });
const lines = fc.array(line, { minLength: 0, maxLength: 50 });
const percent = fc.integer({ min: 0, max: 100 });

describe('computeTotals', () => {
  it('adds up an order as docs/product/money.md says', () => {
    const totals = computeTotals({
      lines: [
        { priceCents: 1299, quantity: 2 },
        { priceCents: 1399, quantity: 1 },
      ],
      discountPercent: 10,
      deliveryFeeCents: 300,
    });
    expect(totals).toMatchObject({
      subtotalCents: 3997,
      discountPercent: 10,
      discountCents: 400,
      deliveryFeeCents: 300,
      taxCents: 0,
      tipCents: 0,
      totalCents: 3897,
    });
  });

  it('charges the delivery fee on an order without a coupon', () => {
    expect(computeTotals({ lines: [{ priceCents: 999, quantity: 1 }], deliveryFeeCents: 300 }).totalCents).toBe(1299);
  });

  it('rounds the discount half up to the cent', () => {
    expect(discountOf(1005, 10)).toBe(101); // 100.5
    expect(discountOf(1004, 10)).toBe(100); // 100.4
    expect(discountOf(999, 0)).toBe(0);
    expect(discountOf(999, 100)).toBe(999);
  });

  it('bounds the percent to 0..100', () => {
    expect(discountOf(1000, 150)).toBe(1000);
    expect(discountOf(1000, -5)).toBe(0);
  });

  it('total = subtotal − discount + fee, all integers, discount never above the subtotal', () => {
    fc.assert(
      fc.property(lines, percent, cents, (orderLines, discountPercent, deliveryFeeCents) => {
        const totals = computeTotals({ lines: orderLines, discountPercent, deliveryFeeCents });
        expect(totals.subtotalCents).toBe(subtotalOf(orderLines));
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.deliveryFeeCents);
        for (const amount of [totals.subtotalCents, totals.discountCents, totals.deliveryFeeCents, totals.totalCents]) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.totalCents).toBeGreaterThanOrEqual(totals.deliveryFeeCents);
      }),
    );
  });

  it('a bigger coupon never costs more', () => {
    fc.assert(
      fc.property(lines, percent, percent, cents, (orderLines, a, b, fee) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const withLow = computeTotals({ lines: orderLines, discountPercent: low, deliveryFeeCents: fee });
        const withHigh = computeTotals({ lines: orderLines, discountPercent: high, deliveryFeeCents: fee });
        expect(withHigh.totalCents).toBeLessThanOrEqual(withLow.totalCents);
      }),
    );
  });
});

describe('the cart and the checkout never disagree', () => {
  it("cartTotals over the cart's lines equals the server totals", () => {
    fc.assert(
      fc.property(lines, percent, cents, (orderLines, discountPercent, deliveryFeeCents) => {
        const cart = orderLines.map((entry) => ({ priceCents: entry.priceCents, quantity: entry.quantity }));
        expect(cartTotals(cart, deliveryFeeCents, discountPercent)).toEqual(
          computeTotals({ lines: orderLines, discountPercent, deliveryFeeCents }),
        );
      }),
    );
  });

  it("the cart store's subtotal is the pricing subtotal", () => {
    fc.assert(
      fc.property(lines, (orderLines) => {
        const cart = orderLines.map((entry, index) => ({
          _id: `dish-${index}`,
          name: `Dish ${index}`,
          description: '',
          image: '',
          priceCents: entry.priceCents,
          quantity: entry.quantity,
        }));
        expect(cartSubtotalCents(cart)).toBe(subtotalOf(orderLines));
      }),
    );
  });

  it('a cart without a coupon pays the same as the checkout with 0%', () => {
    fc.assert(
      fc.property(lines, cents, (orderLines, fee) => {
        const cart = orderLines.map((entry) => ({ priceCents: entry.priceCents, quantity: entry.quantity }));
        expect(cartTotals(cart, fee).totalCents).toBe(
          computeTotals({ lines: orderLines, discountPercent: 0, deliveryFeeCents: fee }).totalCents,
        );
      }),
    );
  });
});

describe('computeTotals with tax and a tip', () => {
  const rate = fc.constantFrom(0, 5, 12, 20, 8.875);
  const taxedLines = fc.array(fc.record({ priceCents: cents, quantity: fc.integer({ min: 1, max: 10 }), taxRate: rate }), {
    minLength: 1,
    maxLength: 20,
  });

  it('adds tax to the total only when it is added, and the tip always, untaxed and undiscounted', () => {
    fc.assert(
      fc.property(
        taxedLines,
        percent,
        fc.integer({ min: 0, max: 2_000 }),
        rate,
        fc.constantFrom<TaxMode>('inclusive', 'exclusive'),
        fc.integer({ min: 0, max: 5_000 }),
        (basket, discount, fee, deliveryRate, mode, tip) => {
          const totals = computeTotals({
            lines: basket,
            discountPercent: discount,
            deliveryFeeCents: fee,
            tax: { mode, deliveryRate },
            tipCents: tip,
          });
          const added = mode === 'exclusive' ? totals.taxCents : 0;
          expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + fee + added + tip);
          expect(totals.taxLines.reduce((sum, line) => sum + line.taxable + line.tax, 0)).toBe(totals.totalCents - tip);
          expect(totals.taxLines.reduce((sum, line) => sum + line.tax, 0)).toBe(totals.taxCents);
          const untipped = computeTotals({ lines: basket, discountPercent: discount, deliveryFeeCents: fee, tax: { mode, deliveryRate } });
          expect(untipped.taxCents).toBe(totals.taxCents);
        },
      ),
    );
  });

  it('shows "incl. VAT 20%" figures: £12.00 with VAT included holds £2.00 of it', () => {
    const totals = computeTotals({
      lines: [{ priceCents: 1000, quantity: 1, taxRate: 20 }],
      deliveryFeeCents: 200,
      tax: { mode: 'inclusive', deliveryRate: 20 },
    });
    expect(totals).toMatchObject({ taxCents: 200, totalCents: 1200, taxLines: [{ rate: 20, taxable: 1000, tax: 200 }] });
  });

  it('adds US sales tax at checkout: $20.00 at 8.875% is $1.78', () => {
    const totals = computeTotals({
      lines: [{ priceCents: 2000, quantity: 1, taxRate: 8.875 }],
      deliveryFeeCents: 0,
      tax: { mode: 'exclusive', deliveryRate: 0 },
    });
    expect(totals).toMatchObject({ taxCents: 178, totalCents: 2178 });
  });

  it('takes a tip as a percent of the goods after the discount', () => {
    expect(tipOf({ subtotalCents: 3997, discountCents: 400 }, 15)).toBe(540); // 539.55
  });
});
