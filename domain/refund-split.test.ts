import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from './pricing.ts';
import type { OrderProduct } from './order.ts';
import {
  keptParts,
  lineAsSent,
  orderParts,
  refundableOrderOf,
  splitChosenLines,
  splitProRata,
  type RefundableOrder,
  type RefundSplit,
} from './refund-split.ts';
import { reportRange, SalesReportBuilder } from './reports.ts';
import { translateText } from './i18n/tables.ts';
import type { TaxMode } from './tax.ts';
import { anOrder } from '../tests/factories/order-answer.ts';
import { anOrderLine, WEIGHED_LINE } from '../tests/factories/order-lines.ts';

const rate = fc.constantFrom(0, 5, 10, 12, 20, 8.875, 7.25);
const basket = fc.array(
  fc.record({ priceCents: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 6 }), taxRate: rate }),
  { minLength: 1, maxLength: 8 },
);
const mode = fc.constantFrom<TaxMode>('inclusive', 'exclusive');

/** An order as the server prices it (domain/pricing.ts), with its lines as a refund reads them. */
const order = fc
  .record({
    basket,
    percent: fc.constantFrom(0, 0, 10, 20, 30, 33),
    fee: fc.integer({ min: 0, max: 1_500 }),
    deliveryRate: rate,
    mode,
    tip: fc.integer({ min: 0, max: 3_000 }),
  })
  .map(({ basket: lines, percent, fee, deliveryRate, mode: taxMode, tip }): RefundableOrder => {
    const totals = computeTotals({
      lines,
      discountPercent: percent,
      deliveryFeeCents: fee,
      tax: { mode: taxMode, deliveryRate },
      tipCents: tip,
    });
    return {
      ...totals,
      lines: lines.map((line, position) => ({ position, name: `Dish ${position}`, ...line, refundedQuantity: 0 })),
    };
  });

/** A refund as a list of instructions: a fraction of what is left pro rata, or some items of some lines. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('lines' as const),
    picks: fc.array(fc.record({ line: fc.nat(), items: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 4 }),
  }),
);

/** Applies the steps to the order, as the server would record them one after the other. */
function refundInTurn(
  start: RefundableOrder,
  steps: readonly (typeof step extends fc.Arbitrary<infer T> ? T : never)[],
): { order: RefundableOrder; refunds: RefundSplit[] } {
  const current = { ...start, lines: start.lines.map((line) => ({ ...line })) };
  const refunds: RefundSplit[] = [];
  for (const instruction of steps) {
    const kept = keptParts(current, refunds);
    if (instruction.kind === 'amount') {
      const amount = Math.floor(kept.total * instruction.fraction);
      if (amount > 0) refunds.push(splitProRata(kept, amount));
      continue;
    }
    const chosen = new Map<number, number>();
    for (const pick of instruction.picks) {
      const line = current.lines[pick.line % current.lines.length]!;
      const left = line.quantity - line.refundedQuantity;
      if (left > 0) chosen.set(line.position, Math.min(left, pick.items));
    }
    const result = splitChosenLines(
      current,
      kept,
      [...chosen].map(([position, quantity]) => ({ position, quantity })),
    );
    if (!result.ok) continue;
    refunds.push(result.split);
    for (const { position, quantity } of result.split.lines) current.lines[position]!.refundedQuantity += quantity;
  }
  return { order: current, refunds };
}

const partsAddUp = (split: RefundSplit) =>
  split.taxLines.reduce((sum, line) => sum + line.taxable + line.tax, 0) + split.tip === split.amount;

describe('the parts of an order', () => {
  it('add up to its total', () => {
    fc.assert(
      fc.property(order, (placed) => {
        expect(orderParts(placed).total).toBe(placed.totalCents);
      }),
    );
  });

  it('count an order from before tax was kept as untaxed goods', () => {
    const old: RefundableOrder = {
      taxMode: 'exclusive',
      subtotalCents: 1_000,
      discountCents: 0,
      deliveryFeeCents: 300,
      tipCents: 0,
      totalCents: 1_300,
      taxLines: [],
      lines: [],
    };
    expect(orderParts(old)).toEqual({ taxLines: [{ rate: 0, taxable: 1_300, tax: 0 }], tip: 0, deliveryFee: 300, total: 1_300 });
  });
});

describe('refunds in any sequence', () => {
  it('never give back more of a part than was kept, and each adds up to its amount', () => {
    fc.assert(
      fc.property(order, fc.array(step, { maxLength: 6 }), (placed, steps) => {
        const { order: after, refunds } = refundInTurn(placed, steps);
        for (const refund of refunds) {
          expect(partsAddUp(refund)).toBe(true);
          expect(refund.amount).toBeGreaterThan(0);
          for (const line of refund.taxLines) expect(Math.min(line.taxable, line.tax)).toBeGreaterThanOrEqual(0);
        }
        const kept = keptParts(after, refunds);
        const given = refunds.reduce((sum, refund) => sum + refund.amount, 0);
        expect(kept.total).toBe(placed.totalCents - given);
        expect(kept.tip).toBeGreaterThanOrEqual(0);
        for (const line of kept.taxLines) expect(Math.min(line.taxable, line.tax)).toBeGreaterThanOrEqual(0);
        // What was given back of each rate never passes what the order took at that rate.
        for (const line of orderParts(placed).taxLines) {
          const back = refunds.flatMap((refund) => refund.taxLines).filter((given) => given.rate === line.rate);
          expect(back.reduce((sum, given) => sum + given.tax, 0)).toBeLessThanOrEqual(line.tax);
          expect(back.reduce((sum, given) => sum + given.taxable, 0)).toBeLessThanOrEqual(line.taxable);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('return every figure to zero once the whole total is given back', () => {
    fc.assert(
      fc.property(order, fc.array(step, { maxLength: 6 }), (placed, steps) => {
        const { order: after, refunds } = refundInTurn(placed, steps);
        const rest = keptParts(after, refunds);
        if (rest.total > 0) refunds.push(splitProRata(rest, rest.total));
        const kept = keptParts(after, refunds);
        expect(kept.total).toBe(0);
        expect(kept.tip).toBe(0);
        expect(kept.taxLines.every((line) => line.taxable === 0 && line.tax === 0)).toBe(true);
        expect(refunds.reduce((sum, refund) => sum + refund.tax, 0)).toBe(
          orderParts(placed).taxLines.reduce((sum, line) => sum + line.tax, 0),
        );
        expect(refunds.reduce((sum, refund) => sum + refund.tip, 0)).toBe(placed.tipCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the report of an order and its refunds', () => {
  const range = reportRange({ from: '2026-05-01', to: '2026-05-01' }, 'UTC');
  if (!range.ok) throw new Error('range');

  function reportOf(placed: RefundableOrder, refunds: readonly RefundSplit[]) {
    const builder = new SalesReportBuilder(range.ok ? range.range : (undefined as never));
    const at = Date.parse('2026-05-01T12:00:00Z');
    const facts = { createdAt: at, paymentMethod: 'cash' as const, fulfilmentType: 'pickup' as const, channel: 'web' as const };
    builder.addOrder({
      ...facts,
      ...placed,
      taxCents: placed.taxLines.reduce((sum, line) => sum + line.tax, 0),
      taxAdded: placed.taxMode === 'exclusive',
    });
    for (const refund of refunds)
      builder.addRefund({ ...facts, amountCents: refund.amount, taxCents: refund.tax, tipCents: refund.tip, taxLines: refund.taxLines });
    return builder.build().summary;
  }

  it('never shows negative tax, tips or net, and shows nothing kept once all is given back', () => {
    fc.assert(
      fc.property(order, fc.array(step, { maxLength: 6 }), (placed, steps) => {
        const { order: after, refunds } = refundInTurn(placed, steps);
        const partly = reportOf(placed, refunds);
        expect(
          Math.min(partly.tax, partly.tips, partly.net, ...partly.taxByRate.flatMap((line) => [line.taxable, line.tax])),
        ).toBeGreaterThanOrEqual(0);
        expect(partly.net).toBe(partly.total - partly.refunds - partly.tax - partly.tips);

        const rest = keptParts(after, refunds);
        const all = rest.total > 0 ? [...refunds, splitProRata(rest, rest.total)] : refunds;
        const whole = reportOf(placed, all);
        expect({ tax: whole.tax, tips: whole.tips, net: whole.net, taxByRate: whole.taxByRate }).toEqual({
          tax: 0,
          tips: 0,
          net: 0,
          taxByRate: [],
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('a pro-rata refund', () => {
  // Luigi's: 10% VAT included in the prices, a 3.00 fee at 10%, a 2.00 tip.
  const luigi: RefundableOrder = {
    ...computeTotals({
      lines: [
        { priceCents: 1_200, quantity: 2, taxRate: 10 },
        { priceCents: 650, quantity: 1, taxRate: 10 },
      ],
      deliveryFeeCents: 300,
      tax: { mode: 'inclusive', deliveryRate: 10 },
      tipCents: 200,
    }),
    lines: [],
  };

  it('gives back each part in proportion to the total', () => {
    // 35.50 paid: 33.50 at 10% (30.45 + 3.05 VAT) and a 2.00 tip. Half of it back:
    expect(luigi.totalCents).toBe(3_550);
    expect(luigi.taxLines).toEqual([{ rate: 10, taxable: 3_045, tax: 305 }]);
    const half = splitProRata(orderParts(luigi), 1_775);
    // 16.75 of the goods and fee (15.225 + 1.525: the tied cent goes to the first part), 1.00 of the tip.
    expect(half).toEqual({
      amount: 1_775,
      taxLines: [{ rate: 10, taxable: 1_523, tax: 152 }],
      tax: 152,
      tip: 100,
      deliveryFee: 150,
      lines: [],
    });
  });
});

describe('a refund of chosen lines', () => {
  const placed: RefundableOrder = {
    ...computeTotals({
      lines: [
        { priceCents: 1_000, quantity: 2, taxRate: 20 },
        { priceCents: 500, quantity: 1, taxRate: 5 },
      ],
      discountPercent: 10,
      deliveryFeeCents: 300,
      tax: { mode: 'exclusive', deliveryRate: 0 },
      tipCents: 100,
    }),
    lines: [
      { position: 0, name: 'Burger', priceCents: 1_000, quantity: 2, taxRate: 20, refundedQuantity: 0 },
      { position: 1, name: 'Fries', priceCents: 500, quantity: 1, taxRate: 5, refundedQuantity: 1 },
    ],
  };

  it('gives back those items after their share of the coupon, with their own tax, and no tip or fee', () => {
    const result = splitChosenLines(placed, orderParts(placed), [{ position: 0, quantity: 1 }]);
    // 10.00 − 10% = 9.00, plus 20% = 1.80.
    expect(result).toEqual({
      ok: true,
      split: {
        amount: 1_080,
        taxLines: [{ rate: 20, taxable: 900, tax: 180 }],
        tax: 180,
        tip: 0,
        deliveryFee: 0,
        lines: [{ position: 0, quantity: 1 }],
      },
    });
  });

  it.each([
    [[{ position: 7, quantity: 1 }], 'That line is not on this order.'],
    [[{ position: 0, quantity: 3 }], 'Only 2 × Burger is left to give back.'],
    [[{ position: 1, quantity: 1 }], 'Fries has already been given back.'],
    [
      [
        { position: 0, quantity: 1 },
        { position: 0, quantity: 1 },
      ],
      'Choose each line once.',
    ],
    [[{ position: 0, quantity: 0 }], 'Choose at least one item to give back.'],
  ])('refuses %j', (chosen, message) => {
    const refused = splitChosenLines(placed, orderParts(placed), chosen);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? undefined : translateText('en', refused.message)).toBe(message);
  });
});

describe('the refund form’s reading of an order', () => {
  // The picked order of tests/integration/books-after-pick.test.ts: tax added at 5%, the fee at 0%, 10% off.
  const sent = (line: OrderProduct, final: OrderProduct['final']): OrderProduct => ({ ...line, taxRate: 5, final });
  const picked = anOrder({
    currency: 'USD',
    taxMode: 'exclusive',
    subtotal: 17.76,
    discount: 1.78,
    discountPercent: 10,
    deliveryFee: 3,
    tax: 0.8,
    taxLines: [
      { rate: 0, taxable: 3, tax: 0 },
      { rate: 5, taxable: 15.98, tax: 0.8 },
    ],
    totalAmount: 19.78,
    estimatedTotal: 24.57,
    pickedAt: '2026-06-10T10:30:00.000Z',
    products: [
      sent(WEIGHED_LINE, {
        productId: 'vine-tomatoes',
        name: 'Vine Tomatoes',
        price: 4.49,
        quantity: 1.42,
        unit: 'kg',
        amount: 6.38,
        taxRate: 5,
        refundedQuantity: 0,
      }),
      sent(anOrderLine({ productId: 'basmati', name: 'Basmati Rice 1 kg', price: 3.29, quantity: 2 }), {
        productId: 'jasmine',
        name: 'Jasmine Rice 1 kg',
        price: 3.29,
        quantity: 2,
        unit: null,
        amount: 6.58,
        taxRate: 5,
        refundedQuantity: 1,
      }),
      sent(anOrderLine({ productId: 'milk', name: 'Milk 1 L', price: 1.15, quantity: 2 }), undefined),
    ],
  });

  it('reads a picked order’s lines as sent, at their places, a line found missing left out', () => {
    expect(refundableOrderOf(picked).lines).toEqual([
      { position: 0, name: 'Vine Tomatoes', priceCents: 638, quantity: 1, taxRate: 5, refundedQuantity: 0, weightMilli: 1420 },
      { position: 1, name: 'Jasmine Rice 1 kg', priceCents: 329, quantity: 2, taxRate: 5, refundedQuantity: 1 },
    ]);
    expect(lineAsSent(picked, picked.products[2]!)).toBeUndefined();
  });

  it('previews what the server gives back of them', () => {
    const refundable = refundableOrderOf(picked);
    const chosen = [
      { position: 1, quantity: 1 },
      { position: 0, quantity: 1.42 },
    ];
    // As tests/integration/books-after-pick.test.ts records it: 9.67 less 0.97 off, plus 0.44 tax.
    expect(splitChosenLines(refundable, orderParts(refundable), chosen)).toMatchObject({ ok: true, split: { amount: 914, tax: 44 } });
    expect(splitChosenLines(refundable, orderParts(refundable), [{ position: 2, quantity: 1 }])).toMatchObject({ ok: false });
  });

  it('reads an order not picked as ordered', () => {
    const placed = anOrder({ products: [WEIGHED_LINE] });
    expect(refundableOrderOf(placed).lines).toEqual([
      { position: 0, name: 'Vine Tomatoes', priceCents: 674, quantity: 1, taxRate: 0, refundedQuantity: 0, weightMilli: 1500 },
    ]);
  });
});
