import { describe, expect, it } from 'vitest';
import { replacementSuggestions } from './replacement-suggestions.ts';

const product = (
  id: string,
  priceCents: number,
  more: { categoryId?: string; isAvailable?: boolean; stockLeftMilli?: number | null } = {},
) => ({
  id,
  name: id,
  categoryId: 'rice',
  priceCents,
  isAvailable: true,
  stockLeftMilli: null,
  ...more,
});
const basmati = { foodId: 'basmati', categoryId: 'rice', priceCents: 329 };
const candidates = [
  product('basmati', 329),
  product('jasmine', 379),
  product('arborio', 299),
  product('wild', 899),
  product('brown', 330, { stockLeftMilli: 0 }),
  product('sushi', 340, { isAvailable: false }),
  product('pasta', 330, { categoryId: 'pasta' }),
];

describe('what the Picking screen suggests in a line’s place', () => {
  it('offers nothing where the customer asked not to replace it', () => {
    expect(replacementSuggestions({ ...basmati, substitution: { mode: 'none' } }, candidates)).toEqual([]);
  });

  it('offers the product the customer named, and only while it can be sent', () => {
    const named = (productId: string) => ({ ...basmati, substitution: { mode: 'specific' as const, productId } });
    expect(replacementSuggestions(named('wild'), candidates).map((each) => each.id)).toEqual(['wild']);
    expect(replacementSuggestions(named('brown'), candidates)).toEqual([]);
  });

  it('offers a best match from the same category, on sale and in stock, nearest in price first', () => {
    const best = { ...basmati, substitution: { mode: 'best_match' as const } };
    expect(replacementSuggestions(best, candidates).map((each) => each.id)).toEqual(['arborio', 'jasmine', 'wild']);
    expect(replacementSuggestions(best, candidates, 1).map((each) => each.id)).toEqual(['arborio']);
  });
});
