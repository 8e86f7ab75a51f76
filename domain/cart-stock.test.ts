import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { canAddOneMore, lineStock } from './cart-stock.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';

function line(quantity: number, overrides: Partial<CartLine> = {}): CartLine {
  return { _id: 'tomatoes', name: 'Vine Tomatoes', description: '', image: '', priceCents: 250, quantity, ...overrides };
}

describe('lineStock', () => {
  it('is untracked for a line that was never told what is left', () => {
    const tomatoes = line(40);
    expect(lineStock([tomatoes], tomatoes)).toEqual({ kind: 'untracked' });
  });

  it('has room below what is left, is full at it, and is short above it with the most it may hold', () => {
    const below = line(2, { left: 3 });
    const at = line(3, { left: 3 });
    const above = line(4, { left: 2 });
    expect(lineStock([below], below)).toEqual({ kind: 'room', left: 3, most: 3 });
    expect(lineStock([at], at)).toEqual({ kind: 'full', left: 3 });
    expect(lineStock([above], above)).toEqual({ kind: 'short', left: 2, most: 2 });
  });

  it('is short with nothing to hold when none are left', () => {
    const gone = line(1, { left: 0 });
    expect(lineStock([gone], gone)).toEqual({ kind: 'short', left: 0, most: 0 });
  });

  it("counts the product's other lines (other choices) first", () => {
    const plain = line(2, { left: 3 });
    const sliced = line(2, { left: 3, options: [{ id: 'sliced', name: 'Sliced', priceCents: 0 }] });
    expect(lineStock([plain, sliced], plain)).toEqual({ kind: 'short', left: 3, most: 1 });
    expect(lineStock([plain, sliced], sliced)).toEqual({ kind: 'short', left: 3, most: 1 });
    const other = line(5, { _id: 'basil', left: 9 });
    expect(lineStock([plain, other], plain)).toEqual({ kind: 'room', left: 3, most: 3 });
  });

  it('never lets a line hold more than any line may, however many are left', () => {
    const plenty = line(MAX_LINE_QUANTITY, { left: MAX_LINE_QUANTITY * 10 });
    expect(lineStock([plenty], plenty)).toEqual({ kind: 'full', left: MAX_LINE_QUANTITY * 10 });
  });
});

describe('canAddOneMore', () => {
  it('adds below what is left and below the most a line holds, never when full or short', () => {
    expect(canAddOneMore({ kind: 'room', left: 3, most: 3 }, { quantity: 2 })).toBe(true);
    expect(canAddOneMore({ kind: 'untracked' }, { quantity: 2 })).toBe(true);
    expect(canAddOneMore({ kind: 'untracked' }, { quantity: MAX_LINE_QUANTITY })).toBe(false);
    expect(canAddOneMore({ kind: 'full', left: 3 }, { quantity: 3 })).toBe(false);
    expect(canAddOneMore({ kind: 'short', left: 1, most: 1 }, { quantity: 3 })).toBe(false);
  });
});
