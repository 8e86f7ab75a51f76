import type { Translate } from './i18n/tables.ts';

/**
 * A dish's rating as the menu shows it: the stars customers gave the dish in verified order
 * reviews the owner has not hidden (docs/product/reviews.md). Pure: the worker computes it when
 * it builds the menu, and the menu's writers (the served HTML and the islands) print it.
 */

/**
 * The rating line's class, on the served cards and the islands' alike (a style of the site's
 * stylesheet). Here rather than in ./dish-view.ts: the dish page shows a rating, and importing that
 * module would bring the menu cards' constants into the page's first load.
 */
export const DISH_RATING_CLASS = 'dish-rating';

/** Fewer ratings than this and a dish shows none: two opinions are not a rating. */
export const DISH_RATING_THRESHOLD = 3;

export interface DishRating {
  /** The mean of the stars, to one decimal. */
  average: number;
  count: number;
}

/** The rating from the sum and count of a dish's stars, or null below the threshold. */
export function dishRating(sum: number, count: number): DishRating | null {
  if (count < DISH_RATING_THRESHOLD) return null;
  return { average: Math.round((sum * 10) / count) / 10, count };
}

const averageFormats = new Map<string, Intl.NumberFormat>();

/** The average with one decimal, as `language` writes it: '4.0', '4,6'. */
function averageText(average: number, language: string): string {
  let format = averageFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(language, format);
  }
  return format.format(average);
}

/** What a card shows: '4.6 · 23 reviews', written with `t` in `language`. */
export function dishRatingText(rating: DishRating, t: Translate, language: string): string {
  return t('menu.ratingText', { average: averageText(rating.average, language), count: rating.count });
}

/** What a screen reader says instead: 'Rated 4.6 out of 5 from 23 reviews'. */
export function dishRatingLabel(rating: DishRating, t: Translate, language: string): string {
  return t('menu.ratingLabel', { average: averageText(rating.average, language), count: rating.count });
}
