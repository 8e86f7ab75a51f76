import { describe, expect, it } from 'vitest';
import { DISH_RATING_THRESHOLD, dishRating, dishRatingLabel, dishRatingText } from './dish-rating.ts';
import { translator } from './i18n/tables.ts';

describe('dishRating', () => {
  it('shows nothing below three ratings', () => {
    expect(DISH_RATING_THRESHOLD).toBe(3);
    expect(dishRating(0, 0)).toBeNull();
    expect(dishRating(10, 2)).toBeNull();
    expect(dishRating(12, 3)).toEqual({ average: 4, count: 3 });
  });

  it('rounds the mean to one decimal, halves up', () => {
    expect(dishRating(14, 3)).toEqual({ average: 4.7, count: 3 }); // 4.666…
    expect(dishRating(13, 3)).toEqual({ average: 4.3, count: 3 }); // 4.333…
    expect(dishRating(9, 4)).toEqual({ average: 2.3, count: 4 }); // 2.25
    expect(dishRating(106, 23)).toEqual({ average: 4.6, count: 23 }); // 4.608…
  });
});

describe('dishRatingText and dishRatingLabel', () => {
  it('write the average with one decimal and the count with its noun', () => {
    const en = translator('en');
    expect(dishRatingText({ average: 4.6, count: 23 }, en, 'en')).toBe('4.6 · 23 reviews');
    expect(dishRatingText({ average: 4, count: 3 }, en, 'en')).toBe('4.0 · 3 reviews');
    expect(dishRatingLabel({ average: 4.6, count: 23 }, en, 'en')).toBe('Rated 4.6 out of 5 from 23 reviews');
    // The decimal comma and the plural are the language's own.
    expect(dishRatingText({ average: 4.6, count: 1 }, translator('it'), 'it')).toBe('4,6 · 1 recensione');
  });
});
