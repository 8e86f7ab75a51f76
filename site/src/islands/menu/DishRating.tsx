import { DISH_RATING_CLASS, dishRatingLabel, dishRatingText } from '../../../../domain/dish-rating.ts';
import type { Food } from '../../../../domain/food.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

/** The dish's rating as the served menu writes it (worker/src/pages/menu-markup.ts), or nothing. */
export function DishRating({ rating }: { rating: Food['rating'] }) {
  if (!rating) return null;
  return (
    <p className={DISH_RATING_CLASS}>
      <span aria-hidden="true">{dishRatingText(rating, t, pageLanguage())}</span>
      <span className="sr-only">{dishRatingLabel(rating, t, pageLanguage())}</span>
    </p>
  );
}
