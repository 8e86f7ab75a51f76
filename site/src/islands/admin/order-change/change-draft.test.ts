import { describe, expect, it } from 'vitest';
import { addLine, cartLineKey, setLineQuantity } from '../../../../../domain/cart.ts';
import { anOrder } from '../../../../../tests/factories/order-answer.ts';
import { aFood } from '../../../../../tests/factories/food.ts';
import { anOrderLine, WEIGHED_LINE } from '../../../../../tests/factories/order-lines.ts';
import { changeBody, draftOfOrder, substitutionsOf } from './change-draft.ts';

const tomatoes = aFood({
  id: 'vine-tomatoes',
  category: 'Veg',
  categoryId: 'veg',
  soldBy: 'weight',
  unit: 'kg',
  quantityStep: 0.25,
  minQuantity: 0.5,
});
const bread = aFood({ id: 'garlic-bread', name: 'Garlic Bread', category: 'Sides', categoryId: 'sides', price: 4.5 });
const order = anOrder({
  products: [
    anOrderLine({
      productId: 'pepperoni-pizza',
      name: 'Pepperoni Pizza',
      price: 19.99,
      quantity: 2,
      options: [{ id: 'size-large', name: 'Large', price: 2 }],
      substitution: { mode: 'best_match' },
    }),
    WEIGHED_LINE,
  ],
  notes: 'Ring twice',
});

describe('draftOfOrder', () => {
  it('takes the order’s lines at the prices it was placed at, weighed ones by their dish’s steps', () => {
    const draft = draftOfOrder(order, [tomatoes]);
    expect(draft.lines.map((line) => [cartLineKey(line), line.priceCents, line.quantity])).toEqual([
      ['pepperoni-pizza|size-large', 1999, 2],
      ['vine-tomatoes', 449, 1.5],
    ]);
    expect(draft.lines[1]?.sale).toMatchObject({ soldBy: 'weight', quantityStep: 0.25 });
    expect(draft).toMatchObject({ handOver: { type: 'delivery', when: 'asap', slot: '' }, notes: 'Ring twice', reason: '' });
  });
});

describe('changeBody', () => {
  const original = draftOfOrder(order, [tomatoes]);
  const substitutions = substitutionsOf(order);

  it('sends the whole new list of lines with their choices and substitutions, and the reason', () => {
    const lines = addLine(setLineQuantity(original.lines, 'pepperoni-pizza|size-large', 3), bread, [], 1);
    expect(changeBody(original, { ...original, lines, reason: ' Customer called ' }, substitutions, false)).toEqual({
      products: [
        {
          productId: 'pepperoni-pizza',
          name: 'Pepperoni Pizza',
          quantity: 3,
          options: ['size-large'],
          substitution: { mode: 'best_match' },
        },
        { productId: 'vine-tomatoes', name: 'Vine Tomatoes', quantity: 1.5 },
        { productId: 'garlic-bread', name: 'Garlic Bread', quantity: 1 },
      ],
      reason: 'Customer called',
    });
  });

  it('leaves out what was not changed; the time and the address once touched', () => {
    const draft = { ...original, notes: 'Leave at the door', reason: 'Asked' };
    expect(changeBody(original, draft, substitutions, false)).toEqual({ notes: 'Leave at the door', reason: 'Asked' });
    const later = {
      ...original,
      handOver: { type: 'delivery' as const, when: 'later' as const, slot: '2026-07-16T18:00:00+01:00' },
      reason: 'Later',
    };
    expect(changeBody(original, later, substitutions, true)).toEqual({
      fulfilment: { type: 'delivery', slot: '2026-07-16T18:00:00+01:00' },
      deliveryAddress: original.address,
      reason: 'Later',
    });
  });
});

describe('a table’s order', () => {
  it('changes its dishes and notes only: its hand-over is never sent', () => {
    const atTable = anOrder({ fulfilment: { type: 'dine_in', slotStart: null, promisedAt: null } });
    const original = draftOfOrder(atTable, []);
    expect(original.handOver).toBeNull();
    expect(changeBody(original, { ...original, notes: 'No onions', reason: 'Asked at the table' }, substitutionsOf(atTable), true)).toEqual(
      {
        notes: 'No onions',
        reason: 'Asked at the table',
      },
    );
  });
});
