import { describe, expect, it } from 'vitest';
import { splitByLines, splitEvenly, tabFigures } from './tab-figures.ts';

describe("a table's tab", () => {
  it('adds its orders, less refunds, leaving out cancelled ones, and says what is still due', () => {
    const figures = tabFigures([
      { status: 'delivered', paymentStatus: 'pending', totalCents: 2450, refundedCents: 0 },
      { status: 'processing', paymentStatus: 'pending', totalCents: 1200, refundedCents: 200 },
      { status: 'cancelled', paymentStatus: 'pending', totalCents: 900, refundedCents: 0 },
      { status: 'delivered', paymentStatus: 'completed', totalCents: 500, refundedCents: 0 },
    ]);
    expect(figures).toEqual({ totalCents: 3950, paidCents: 500, dueCents: 3450 });
  });

  it('splits evenly to the cent, the first shares taking the odd cents', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1001, 2)).toEqual([501, 500]);
    expect(splitEvenly(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('splits by lines, sharing tax and the rest in proportion, adding up exactly', () => {
    const lines = [
      { key: 'a:0', orderId: 'a', cents: 1000 },
      { key: 'a:1', orderId: 'a', cents: 500 },
      { key: 'b:0', orderId: 'b', cents: 700 },
    ];
    // Order a: 15.00 of lines, 16.50 with tax; order b: 7.00, 7.70 with tax.
    const totals = new Map([
      ['a', 1650],
      ['b', 770],
    ]);
    const shares = splitByLines(lines, totals, [['a:0'], ['a:1', 'b:0']]);
    expect(shares).toEqual([1100, 1320]);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(2420);
  });

  it('shares a line nobody took evenly', () => {
    const shares = splitByLines([{ key: 'a:0', orderId: 'a', cents: 999 }], new Map([['a', 999]]), [[], []]);
    expect(shares).toEqual([500, 499]);
  });
});
