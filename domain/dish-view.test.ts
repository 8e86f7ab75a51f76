import { describe, expect, it } from 'vitest';
import { aFood } from '../tests/factories/food.ts';
import { viewDish } from './dish-page.ts';
import { CART_TOGGLE_LABELS, cartToggle } from './dish-view.ts';
import type { Food } from './food.ts';
import { translator } from './i18n/tables.ts';

const pizza: Food = aFood({
  id: 'margherita-pizza',
  name: 'Margherita Pizza',
  category: 'pizza',
  categoryId: 'pizza',
  price: 12.99,
  image: '/images/dishes/margherita-pizza.svg',
  description: 'Tomato, mozzarella, basil.',
});
const fresher: Food = { ...pizza, price: 13.49, isAvailable: false };

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

describe('viewDish', () => {
  const base = { id: pizza._id, foods: [], loading: true, error: null };

  it('shows the pre-rendered dish until the catalogue has it, then the fresh one', () => {
    expect(viewDish({ ...base, initial: pizza })).toEqual({ kind: 'dish', food: pizza });
    expect(viewDish({ ...base, foods: [fresher], initial: pizza })).toEqual({ kind: 'dish', food: fresher });
    expect(viewDish({ ...base, foods: [fresher], loading: false, initial: pizza })).toEqual({ kind: 'dish', food: fresher });
  });

  it('spins while the address is unread or the catalogue is loading, with nothing to show', () => {
    expect(viewDish({ ...base, id: null })).toEqual({ kind: 'loading' });
    expect(viewDish(base)).toEqual({ kind: 'loading' });
  });

  it('says not found once loading ended without the dish, never spinning forever', () => {
    expect(viewDish({ ...base, loading: false, foods: [fresher], id: 'no-such-dish' })).toEqual({ kind: 'not-found' });
    expect(viewDish({ ...base, loading: false, initial: pizza })).toEqual({ kind: 'not-found' });
    expect(viewDish({ ...base, id: '' })).toEqual({ kind: 'not-found' });
  });

  it('keeps what it knows when loading failed, or says why it cannot tell', () => {
    const failed = { ...base, loading: false, error: 'Network error. Please check your internet.' };
    expect(viewDish({ ...failed, initial: pizza })).toEqual({ kind: 'dish', food: pizza });
    expect(viewDish({ ...failed, foods: [fresher] })).toEqual({ kind: 'dish', food: fresher });
    expect(viewDish(failed)).toEqual({ kind: 'error', message: failed.error });
  });
});
