import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { quantityInCart } from '../../../../domain/cart.ts';
import { dishPath } from '../../../../domain/catalogue.ts';
import { CART_TOGGLE_LABELS, CART_TOGGLE_STYLES, DISH_CARD_CLASSES, cartToggle } from '../../../../domain/dish-view.ts';
import type { Food } from '../../../../domain/food.ts';
import { needsChoosing } from '../../../../domain/food.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { localePath, t } from '../../i18n/t.ts';
import { $cart, addToCart, removeFromCart } from '../../stores/cart.ts';
import { DishLabelList } from './DishLabelList.tsx';
import { DishRating } from './DishRating.tsx';
import { LowStock } from './LowStock.tsx';
import { UnitPrice } from './UnitPrice.tsx';
import { FoodImage } from './FoodImage.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';

interface Props {
  food: Food;
  headingLevel: HeadingLevel;
}

/** One dish on the menu: an <article> named by its heading, with details and the cart toggle. */
export function DishCard({ food, headingLevel }: Props) {
  const headingId = useId();
  const lines = useStore($cart, { ssr: 'initial' });
  const toggle = cartToggle(quantityInCart(lines, food._id), food.isAvailable);

  const onToggle = () => {
    if (toggle === 'remove') removeFromCart(food._id);
    else if (toggle === 'add') addToCart(food);
  };

  return (
    <article aria-labelledby={headingId} className={DISH_CARD_CLASSES.card}>
      <FoodImage src={food.image} alt={food.name} width={400} height={300} loading="lazy" className={DISH_CARD_CLASSES.picture} />
      <div className={DISH_CARD_CLASSES.body}>
        <div className={DISH_CARD_CLASSES.title}>
          <Heading level={headingLevel} id={headingId} className={DISH_CARD_CLASSES.name}>
            {food.name}
          </Heading>
          <p className={DISH_CARD_CLASSES.price}>{formatDollars(food.price)}</p>
        </div>
        <UnitPrice food={food} />
        <LowStock food={food} />
        <DishRating rating={food.rating} />
        <p className={DISH_CARD_CLASSES.about}>{food.description}</p>
        <DishLabelList food={food} />
        <div className={DISH_CARD_CLASSES.actions}>
          <a href={localePath(dishPath(food._id))} className={DISH_CARD_CLASSES.details}>
            {t('menu.viewDetails')}
          </a>
          {food.isAvailable && needsChoosing(food.optionGroups) ? (
            // A size or the like must be chosen first: on the dish's own page.
            <a
              href={localePath(dishPath(food._id))}
              aria-label={t('menu.chooseOptionsFor', { name: food.name })}
              className={CART_TOGGLE_STYLES.add}
            >
              {t('menu.chooseOptions')}
            </a>
          ) : (
            <button
              type="button"
              data-cart-toggle=""
              onClick={onToggle}
              disabled={toggle === 'out-of-stock'}
              className={CART_TOGGLE_STYLES[toggle]}
            >
              {t(CART_TOGGLE_LABELS[toggle])}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
