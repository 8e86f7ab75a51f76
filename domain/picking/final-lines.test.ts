import { describe, expect, it } from 'vitest';
import { finalLine, replacementLimit } from './final-lines.ts';
import { finalTotals } from './final-totals.ts';
import { stockMoves } from './stock-moves.ts';
import { BASMATI, JASMINE, LOOSE_RICE, MILK, TOMATOES } from '../../tests/factories/worked-order.ts';

const terms = { discountPercent: 10, deliveryFeeCents: 300, tipCents: 0, tax: { mode: 'exclusive' as const, deliveryRate: 0 } };

describe('a line picked', () => {
  it('is charged at its real weight: 1.5 kg at 4.49 picked at 1.42 kg comes to 6.38', () => {
    expect(finalLine({ status: 'picked', line: TOMATOES, quantity: 1.42 }, 'exclusive')).toEqual({
      status: 'picked',
      position: 0,
      foodId: 'tomatoes',
      name: 'Vine Tomatoes',
      // Kept as one item at its amount, the weight and the price per kg beside it.
      priceCents: 638,
      quantity: 1,
      image: 'tomatoes.jpg',
      options: [],
      category: 'Fruit & Veg',
      taxRate: 5,
      stockTakenMilli: 1420,
      weightMilli: 1420,
      weightUnit: 'kg',
      unitPriceCents: 449,
      fullAmountCents: 638,
    });
  });

  it('is charged heavier up to a tenth over the weight ordered, and no more', () => {
    // 1.6 kg × 4.49 = 7.184.
    expect(finalLine({ status: 'picked', line: TOMATOES, quantity: 1.6 }, 'exclusive')).toMatchObject({
      priceCents: 718,
      weightMilli: 1600,
    });
    // 1.9 kg weighed, 1.65 kg charged: 7.4085 → 7.41 (8.531 at its real weight).
    expect(finalLine({ status: 'picked', line: TOMATOES, quantity: 1.9 }, 'exclusive')).toMatchObject({
      priceCents: 741,
      weightMilli: 1900,
      stockTakenMilli: 1900,
      fullAmountCents: 853,
    });
  });

  it('is charged for the items found, with its options, at the price it was ordered at', () => {
    const sliced = { ...BASMATI, priceCents: 379, options: [{ id: 'sliced', name: 'Sliced', priceCents: 50 }] };
    expect(finalLine({ status: 'picked', line: sliced, quantity: 1 }, 'exclusive')).toMatchObject({
      priceCents: 379,
      quantity: 1,
      options: [{ id: 'sliced', name: 'Sliced', priceCents: 50 }],
      stockTakenMilli: 1000,
    });
  });

  it('takes nothing from a stock the order did not take from', () => {
    expect(finalLine({ status: 'picked', line: { ...BASMATI, stockTakenMilli: 0 }, quantity: 2 }, 'exclusive')?.stockTakenMilli).toBe(0);
  });
});

describe('a replacement', () => {
  it('the customer did not name costs no more than the line: 2 × 3.79 in place of 2 × 3.29 is charged 6.58', () => {
    expect(finalLine({ status: 'replaced', line: BASMATI, product: JASMINE, quantity: 2 }, 'exclusive')).toEqual({
      status: 'replaced',
      position: 1,
      foodId: 'jasmine',
      name: 'Jasmine Rice 1 kg',
      priceCents: 329,
      quantity: 2,
      image: 'jasmine.jpg',
      options: [],
      category: 'Rice & Pasta',
      taxRate: 5,
      stockTakenMilli: 2000,
      weightMilli: null,
      weightUnit: null,
      unitPriceCents: null,
      fullAmountCents: 758,
    });
  });

  it('the customer named is charged at its own price', () => {
    const named = { ...BASMATI, substitution: { mode: 'specific' as const, productId: 'jasmine' } };
    expect(finalLine({ status: 'replaced', line: named, product: JASMINE, quantity: 2 }, 'exclusive')).toMatchObject({
      priceCents: 379,
      quantity: 2,
    });
  });

  it('cheaper than the line is charged at its own price, whatever the quantity', () => {
    const cheaper = { ...JASMINE, priceCents: 199 };
    expect(finalLine({ status: 'replaced', line: BASMATI, product: cheaper, quantity: 3 }, 'exclusive')).toMatchObject({
      priceCents: 199,
      quantity: 3,
    });
  });

  it('of another quantity shares the cap among its items, rounded down', () => {
    // 3 items at no more than 6.58 in all: 2.19 each, 6.57.
    expect(finalLine({ status: 'replaced', line: BASMATI, product: JASMINE, quantity: 3 }, 'exclusive')).toMatchObject({
      priceCents: 219,
      quantity: 3,
    });
  });

  it('sold by weight is one item at its amount, capped as a whole', () => {
    // 2.9 kg × 2.50 = 7.25, more than the 6.58 the BASMATI would have cost.
    expect(finalLine({ status: 'replaced', line: BASMATI, product: LOOSE_RICE, quantity: 2.9 }, 'exclusive')).toMatchObject({
      priceCents: 658,
      quantity: 1,
      weightMilli: 2900,
      weightUnit: 'kg',
      unitPriceCents: 250,
      fullAmountCents: 725,
      stockTakenMilli: 2900,
    });
    expect(finalLine({ status: 'replaced', line: BASMATI, product: LOOSE_RICE, quantity: 1.96 }, 'exclusive')).toMatchObject({
      priceCents: 490,
    });
  });

  it('takes its own category’s tax rate, and where tax is added a dearer rate lowers its cap', () => {
    const taxedHigher = { ...JASMINE, taxRate: 20, category: 'Snacks' };
    expect(replacementLimit(BASMATI, 20, 'inclusive')).toBe(658);
    // 6.58 with 5% is 6.909; 5.75 with 20% is 6.90.
    expect(replacementLimit(BASMATI, 20, 'exclusive')).toBe(575);
    expect(replacementLimit(BASMATI, 0, 'exclusive')).toBe(658);
    expect(finalLine({ status: 'replaced', line: BASMATI, product: taxedHigher, quantity: 2 }, 'exclusive')).toMatchObject({
      priceCents: 287,
      taxRate: 20,
      category: 'Snacks',
    });
  });
});

describe('the worked order', () => {
  const picks = [
    { status: 'picked' as const, line: TOMATOES, quantity: 1.42 },
    { status: 'replaced' as const, line: BASMATI, product: JASMINE, quantity: 2 },
    { status: 'missing' as const, line: MILK },
  ];
  const final = picks.flatMap((pick) => finalLine(pick, 'exclusive') ?? []);

  it('comes to 15.24 from an estimate of 17.76', () => {
    expect(finalTotals(terms, [TOMATOES, BASMATI, MILK]).totalCents).toBe(1776);
    expect(finalTotals(terms, final)).toMatchObject({
      subtotalCents: 1296,
      discountCents: 130,
      taxCents: 58,
      deliveryFeeCents: 300,
      totalCents: 1524,
    });
  });

  it('gives back to stock what was not sent, and takes the replacement', () => {
    expect(stockMoves([TOMATOES, BASMATI, MILK], final)).toEqual(
      new Map([
        ['tomatoes', 80],
        ['basmati', 2000],
        ['milk', 2000],
        ['jasmine', -2000],
      ]),
    );
  });
});
