import { describe, expect, it } from 'vitest';
import { lowStockLeft, stockLeft, UNTRACKED } from './stock-state.ts';

describe('stockLeft', () => {
  it('is how many are left of a tracked product, never below 0, and nothing for an untracked one', () => {
    expect(stockLeft({ tracked: true, quantity: 3, lowAt: 5 })).toBe(3);
    expect(stockLeft({ tracked: true, quantity: -1, lowAt: 0 })).toBe(0);
    expect(stockLeft(UNTRACKED)).toBeUndefined();
    // A menu kept in the browser from before stock was answered.
    expect(stockLeft(undefined)).toBeUndefined();
  });
});

describe('lowStockLeft', () => {
  it('says how many are left only while the stock is low', () => {
    expect(lowStockLeft({ stock: { tracked: true, quantity: 3, lowAt: 5 } })).toBe(3);
    expect(lowStockLeft({ stock: { tracked: true, quantity: 5, lowAt: 5 } })).toBe(5);
    expect(lowStockLeft({ stock: { tracked: true, quantity: 6, lowAt: 5 } })).toBeNull();
    expect(lowStockLeft({ stock: { tracked: true, quantity: 0, lowAt: 5 } })).toBeNull();
    expect(lowStockLeft({ stock: UNTRACKED })).toBeNull();
    expect(lowStockLeft({})).toBeNull();
  });
});
