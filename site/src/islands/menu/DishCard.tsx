import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { quantityInCart } from '../../../../domain/cart.ts';
import { dishPath } from '../../../../domain/catalogue.ts';
import { CARD_BUTTON_CLASSES, CART_TOGGLE_LABELS, CART_TOGGLE_STYLES, cartToggle } from '../../../../domain/dish-view.ts';
import type { Food } from '../../../../domain/food.ts';
import { needsChoosing } from '../../../../domain/food.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { $cart, addToCart, removeFromCart } from '../../stores/cart.ts';
import { DishLabelList } from './DishLabelList.tsx';
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
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-black/5 [contain-intrinsic-size:auto_420px] [content-visibility:auto]"
    >
      <FoodImage
        src={food.image}
        alt={food.name}
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading level={headingLevel} id={headingId} className="text-lg leading-snug font-bold text-ink">
            {food.name}
          </Heading>
          <p className="shrink-0 text-lg font-bold text-brand-700">{formatDollars(food.price)}</p>
        </div>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted md:line-clamp-2">{food.description}</p>
        <DishLabelList food={food} />
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <a
            href={dishPath(food._id)}
            className={`${CARD_BUTTON_CLASSES} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            View Details
          </a>
          {food.isAvailable && needsChoosing(food.optionGroups) ? (
            // A size or the like must be chosen first: on the dish's own page.
            <a
              href={dishPath(food._id)}
              aria-label={`Choose options for ${food.name}`}
              className={`${CARD_BUTTON_CLASSES} ${CART_TOGGLE_STYLES.add}`}
            >
              Choose options
            </a>
          ) : (
            <button
              type="button"
              onClick={onToggle}
              disabled={toggle === 'out-of-stock'}
              className={`${CARD_BUTTON_CLASSES} ${CART_TOGGLE_STYLES[toggle]}`}
            >
              {CART_TOGGLE_LABELS[toggle]}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
