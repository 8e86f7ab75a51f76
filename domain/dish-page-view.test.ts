import { describe, expect, it } from 'vitest';
import { aFood } from '../tests/factories/food.ts';
import { viewDish } from './dish-page-view.ts';
import type { Food } from './food.ts';

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

describe('viewDish', () => {
  const base = { id: pizza._id, foods: [], loading: true, error: null };

  it('shows the dish once the catalogue has it, fresh as it comes', () => {
    expect(viewDish({ ...base, foods: [pizza] })).toEqual({ kind: 'dish', food: pizza });
    expect(viewDish({ ...base, foods: [fresher], loading: false })).toEqual({ kind: 'dish', food: fresher });
  });

  it('spins while the address is unread or the catalogue is loading, with nothing to show', () => {
    expect(viewDish({ ...base, id: null })).toEqual({ kind: 'loading' });
    expect(viewDish(base)).toEqual({ kind: 'loading' });
  });

  it('says not found once loading ended without the dish, never spinning forever', () => {
    expect(viewDish({ ...base, loading: false, foods: [fresher], id: 'no-such-dish' })).toEqual({ kind: 'not-found' });
    expect(viewDish({ ...base, loading: false })).toEqual({ kind: 'not-found' });
    expect(viewDish({ ...base, id: '' })).toEqual({ kind: 'not-found' });
  });

  it('keeps what it knows when loading failed, or says why it cannot tell', () => {
    const failed = { ...base, loading: false, error: 'Network error. Please check your internet.' };
    expect(viewDish({ ...failed, foods: [fresher] })).toEqual({ kind: 'dish', food: fresher });
    expect(viewDish(failed)).toEqual({ kind: 'error', message: failed.error });
  });
});
