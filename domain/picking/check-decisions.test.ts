import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import { checkDecisions, PICKED_WEIGHT_MAX_FACTOR } from './check-decisions.ts';
import { completePick } from './complete-pick.ts';
import type { OrderedLine } from './order-lines.ts';
import { withDecisions } from './pick-decision.ts';
import { aProduct, BASMATI, JASMINE, LOOSE_RICE, MILK, TOMATOES } from '../../tests/factories/worked-order.ts';

const english = (message: string) => translateText('en', message);
/** When the pick is completed: no decision here waits for a customer, so any instant does. */
const NOW = Date.UTC(2026, 0, 15, 12);

const milk: OrderedLine = { ...MILK, substitution: { mode: 'specific', productId: 'oat-milk' } };
const lines = [TOMATOES, BASMATI, milk];
const catalogue = new Map(
  [
    JASMINE,
    LOOSE_RICE,
    aProduct('oat-milk', 'Oat Milk 1 L', { priceCents: 199, categoryId: 'dairy' }),
    aProduct('wild-rice', 'Wild Rice 500 g', { isAvailable: false }),
  ].map((each) => [each.id, each]),
);

const problemsOf = (decisions: Parameters<typeof checkDecisions>[1]) => {
  const checked = checkDecisions(lines, decisions, catalogue);
  return checked.ok ? [] : checked.problems.map((problem) => english(problem.message));
};

describe('checkDecisions', () => {
  it('takes items found, a weight from the scale, a replacement the customer allowed, and a missing line', () => {
    const checked = checkDecisions(
      lines,
      [
        { index: 0, status: 'picked', quantity: 1.42 },
        { index: 1, status: 'replaced', productId: 'jasmine' },
        { index: 2, status: 'missing' },
      ],
      catalogue,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.picks.map((pick) => [pick.status, 'quantity' in pick ? pick.quantity : null])).toEqual([
      ['picked', 1.42],
      // Both sold by the unit: as many items as were ordered.
      ['replaced', 2],
      ['missing', null],
    ]);
  });

  it('counts as many items as were ordered when a line is picked without a quantity, and fewer when fewer were found', () => {
    const checked = checkDecisions(lines, [{ index: 1, status: 'picked' }], catalogue);
    expect(checked.ok && checked.picks[0]).toMatchObject({ status: 'picked', quantity: 2 });
    expect(problemsOf([{ index: 1, status: 'picked', quantity: 1 }])).toEqual([]);
  });

  it('refuses a line the order does not have, more items than ordered, part of an item and a weight not weighed', () => {
    expect(problemsOf([{ index: 3, status: 'missing' }])).toEqual(['The order has no line 3.']);
    expect(problemsOf([{ index: 1, status: 'picked', quantity: 3 }])).toEqual([
      'Pick at most 2 of Basmati Rice 1 kg: that is what was ordered.',
    ]);
    expect(problemsOf([{ index: 1, status: 'picked', quantity: 1.5 }])).toEqual([
      'Basmati Rice 1 kg is sold by the unit: pick a whole number.',
    ]);
    expect(problemsOf([{ index: 0, status: 'picked' }])).toEqual(['Weigh Vine Tomatoes and send its weight.']);
    expect(problemsOf([{ index: 0, status: 'picked', quantity: 0 }])).toEqual(['A quantity is more than 0, with at most three decimals.']);
  });

  it('takes any weight up to twice the one ordered, and refuses more as a slip', () => {
    // answers-picking.weightTooHeavy says "twice" in every language.
    expect(PICKED_WEIGHT_MAX_FACTOR).toBe(2);
    expect(problemsOf([{ index: 0, status: 'picked', quantity: 3 }])).toEqual([]);
    expect(problemsOf([{ index: 0, status: 'picked', quantity: 0.2 }])).toEqual([]);
    expect(problemsOf([{ index: 0, status: 'picked', quantity: 3.001 }])).toEqual([
      'Weigh out at most 3 kg of Vine Tomatoes: twice what was ordered.',
    ]);
  });

  it('never replaces a line the customer said not to, nor with another product than the one they named', () => {
    expect(problemsOf([{ index: 0, status: 'replaced', productId: 'jasmine', quantity: 1 }])).toEqual([
      'The customer asked not to replace Vine Tomatoes: pick it or mark it missing.',
    ]);
    expect(problemsOf([{ index: 2, status: 'replaced', productId: 'jasmine' }])).toEqual([
      'The customer chose Oat Milk 1 L to replace Milk 1 L: send it, or mark Milk 1 L missing.',
    ]);
    expect(problemsOf([{ index: 2, status: 'replaced', productId: 'oat-milk' }])).toEqual([]);
  });

  it('refuses a replacement that is the product itself, unknown, off sale, or in a quantity its rule refuses', () => {
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'basmati' }])).toEqual([
      'To send Basmati Rice 1 kg itself, mark it picked.',
    ]);
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'gone' }])).toEqual([
      'The product chosen to replace Basmati Rice 1 kg is not in the catalogue.',
    ]);
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'wild-rice' }])).toEqual([
      'Wild Rice 500 g is not on sale: choose another product to replace Basmati Rice 1 kg.',
    ]);
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'jasmine', quantity: 1.5 }])).toEqual([
      'Jasmine Rice 1 kg is sold by the unit: order a whole number.',
    ]);
    expect(problemsOf([{ index: 1, status: 'replaced' }])).toEqual(['Name the product that replaces the line (productId).']);
  });

  it('needs the weight of a replacement sold by weight, which may be off its steps but not over its most', () => {
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'loose-rice' }])).toEqual([
      'Say how much of Loose Rice replaces Basmati Rice 1 kg.',
    ]);
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'loose-rice', quantity: 1.96 }])).toEqual([]);
    expect(problemsOf([{ index: 1, status: 'replaced', productId: 'loose-rice', quantity: 5.2 }])).toEqual([
      'Order at most 5 kg of Loose Rice.',
    ]);
  });
});

describe('withDecisions', () => {
  it('lays a later decision for a line over the earlier one', () => {
    expect(
      withDecisions(
        [
          { index: 2, status: 'missing' },
          { index: 0, status: 'picked', quantity: 1.4 },
        ],
        [{ index: 0, status: 'picked', quantity: 1.42 }],
      ),
    ).toEqual([
      { index: 0, status: 'picked', quantity: 1.42 },
      { index: 2, status: 'missing' },
    ]);
  });
});

describe('completePick', () => {
  it('names the lines still open', () => {
    const open = completePick(lines, [{ index: 0, status: 'picked', quantity: 1.42 }], catalogue, NOW);
    expect(open).toMatchObject({ ok: false, reason: 'open', open: [1, 2] });
    expect(open.ok || open.reason !== 'open' ? '' : english(open.message)).toBe('2 lines are still to pick: Basmati Rice 1 kg, Milk 1 L.');
    const one = completePick(
      lines,
      [
        { index: 0, status: 'missing' },
        { index: 1, status: 'missing' },
      ],
      catalogue,
      NOW,
    );
    expect(one.ok || one.reason !== 'open' ? '' : english(one.message)).toBe('One line is still to pick: Milk 1 L.');
    expect(one.ok || one.reason !== 'open' ? '' : translateText('ar', one.message)).toBe('بقي بند واحد للتجهيز: Milk 1 L.');
  });

  it('checks every decision again, and gives one pick per line in the order of the order', () => {
    const offSince = new Map(catalogue).set('oat-milk', aProduct('oat-milk', 'Oat Milk 1 L', { isAvailable: false }));
    const decisions = [
      { index: 2, status: 'replaced' as const, productId: 'oat-milk' },
      { index: 0, status: 'picked' as const, quantity: 1.42 },
      { index: 1, status: 'missing' as const },
    ];
    expect(completePick(lines, decisions, offSince, NOW)).toMatchObject({ ok: false, reason: 'invalid', problems: [{ index: 2 }] });
    const done = completePick(lines, decisions, catalogue, NOW);
    expect(done.ok && done.picks.map((pick) => pick.line.position)).toEqual([0, 1, 2]);
  });
});
