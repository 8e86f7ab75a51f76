import { describe, expect, it } from 'vitest';
import { CART_TOGGLE_LABELS, cartToggle } from './dish-view.ts';
import { translator } from './i18n/tables.ts';

describe('cartToggle', () => {
  it('removes what is in the cart, adds what is available, and refuses what is sold out', () => {
    expect(cartToggle(2, true)).toBe('remove');
    expect(cartToggle(1, false)).toBe('remove');
    expect(cartToggle(0, true)).toBe('add');
    expect(cartToggle(0, false)).toBe('out-of-stock');
  });

  it("uses the shop's labels, in the page's language", () => {
    expect(Object.values(CART_TOGGLE_LABELS).map((key) => translator('en')(key))).toEqual([
      'Remove from Cart',
      'Add to Cart',
      'Out of Stock',
    ]);
    expect(translator('it')(CART_TOGGLE_LABELS.add)).toBe('Aggiungi al carrello');
  });
});
