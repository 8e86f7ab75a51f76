import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import {
  lineSubstitution,
  offersReplacement,
  orderedSubstitution,
  parseStoredSubstitutions,
  replacementSuggestions,
  SUGGESTIONS_SHOWN,
  totalIsEstimate,
} from './cart-substitution.ts';
import { cartCardHold } from './picking/cart-card-hold.ts';

const dish: CartLine = { _id: 'margherita-pizza', name: 'Margherita Pizza', description: '', image: '', priceCents: 1299, quantity: 1 };
const rice: CartLine = { _id: 'basmati', name: 'Basmati Rice 1 kg', description: '', image: '', priceCents: 329, quantity: 2, left: 10 };
const tomatoes: CartLine = {
  _id: 'tomatoes',
  name: 'Vine Tomatoes',
  description: '',
  image: '',
  priceCents: 449,
  quantity: 1.5,
  sale: { soldBy: 'weight', unit: 'kg', quantityStep: 0.1, minQuantity: 0.1, maxQuantity: null },
};

describe('the cart’s choice of replacement', () => {
  it('is offered for a product whose stock is counted or that is weighed, never for a restaurant’s dish', () => {
    expect([dish, rice, tomatoes].map(offersReplacement)).toEqual([false, true, true]);
  });

  it('takes the default until the line has its own, and sends nothing for a line not offered one', () => {
    const chosen = { tomatoes: { mode: 'specific', productId: 'cherry-tomatoes', name: 'Cherry Tomatoes' } } as const;
    expect(lineSubstitution(rice, chosen, 'best_match')).toEqual({ mode: 'best_match' });
    expect(orderedSubstitution(rice, chosen, 'none')).toEqual({ mode: 'none' });
    expect(orderedSubstitution(tomatoes, chosen, 'none')).toEqual({ mode: 'specific', productId: 'cherry-tomatoes' });
    expect(orderedSubstitution(dish, chosen, 'best_match')).toBeUndefined();
  });

  it('makes the total an estimate for a weighed line, or a line that may be replaced', () => {
    expect(totalIsEstimate([dish], {}, 'best_match')).toBe(false);
    expect(totalIsEstimate([dish, rice], {}, 'none')).toBe(false);
    expect(totalIsEstimate([dish, rice], {}, 'best_match')).toBe(true);
    expect(totalIsEstimate([dish, rice], { basmati: { mode: 'none' } }, 'best_match')).toBe(false);
    expect(totalIsEstimate([tomatoes], {}, 'none')).toBe(true);
  });

  it('holds a card (domain/picking/cart-card-hold.ts) for the estimate of an order the shop picks, and the margin where picking may raise it', () => {
    const estimate = { totalCents: 1776, marginPercent: 10 };
    expect(cartCardHold([dish], {}, 'best_match', estimate)).toBeNull();
    expect(cartCardHold([dish, rice], {}, 'best_match', estimate)).toEqual({ amountCents: 1776, marginPercent: 0 });
    expect(cartCardHold([rice, tomatoes], {}, 'none', estimate)).toEqual({ amountCents: 1954, marginPercent: 10 });
    const named = { basmati: { mode: 'specific', productId: 'jasmine', name: 'Jasmine Rice 1 kg' } } as const;
    expect(cartCardHold([rice], named, 'none', { totalCents: 1776, marginPercent: 25 })).toEqual({ amountCents: 2220, marginPercent: 25 });
  });
  it('suggests the others of the category on sale, at most a few', () => {
    const products = Array.from({ length: 12 }, (_, index) => ({ _id: `p${index}`, isAvailable: index !== 2 }));
    const suggested = replacementSuggestions(products, 'p0');
    expect(suggested.map((product) => product._id)).toEqual(['p1', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
    expect(suggested).toHaveLength(SUGGESTIONS_SHOWN);
  });

  it('reads back what the browser kept, dropping anything else', () => {
    expect(
      parseStoredSubstitutions({
        a: { mode: 'best_match' },
        b: { mode: 'specific', productId: 'x', name: 'X' },
        c: { mode: 'specific' },
        d: 'none',
        e: { mode: 'swap' },
      }),
    ).toEqual({ a: { mode: 'best_match' }, b: { mode: 'specific', productId: 'x', name: 'X' } });
    expect(parseStoredSubstitutions(null)).toEqual({});
  });
});
