import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DishView } from '../../../../domain/dish-page-view.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { localePath, t } from '../../i18n/t.ts';
import { CategoryTrail } from './CategoryTrail.tsx';
import type { DishParts } from './dish-parts.ts';
import { DishLabelList } from './DishLabelList.tsx';
import { DishRating } from './DishRating.tsx';
import { FoodImage } from './FoodImage.tsx';
import { LowStock } from './LowStock.tsx';
import { useTakeOverServedMarkup } from './take-over-served.ts';
import { UnitPrice } from './UnitPrice.tsx';

interface Props {
  view: Exclude<DishView, { kind: 'loading' }>;
  /** Close, the badges and the controls, placed into this drawing of the product. */
  parts: DishParts;
}

/**
 * The product drawn by the island, in place of what the server wrote, where that cannot stand: a
 * product the page came without (another product's page, kept offline), one whose details changed
 * since the page was served, none ('Dish not found'), or a catalogue that failed to load.
 */
export default function DrawnDish({ view, parts }: Props) {
  const corner = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!slot.current || parts.slot.parentElement === slot.current) return;
    // The parts move with the focus they hold, from the served product into this one.
    const focused = parts.slot.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    corner.current?.append(parts.corner);
    slot.current.append(parts.slot);
    focused?.focus();
  });
  useTakeOverServedMarkup(true);

  const title = view.kind === 'dish' ? view.food.name : view.kind === 'not-found' ? t('menu.dishNotFound') : null;
  useEffect(() => {
    if (title) document.title = `${title} — ${shopNameInTitle()}`;
  }, [title]);

  if (view.kind !== 'dish')
    return (
      <div className="mx-auto max-w-xl py-20 text-center">
        <h1 className="text-3xl font-extrabold text-ink">
          {view.kind === 'not-found' ? t('menu.dishNotFound') : t('menu.dishUnavailable')}
        </h1>
        <p className="mt-4 text-ink-muted">
          {view.kind === 'not-found' ? t('menu.dishNotFoundText') : t('menu.loadFailed', { message: view.message })}
        </p>
        <a
          href={localePath('/#menu')}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('menu.backToMenu')}
        </a>
      </div>
    );
  const { food } = view;
  return (
    <article className="relative mx-auto grid max-w-5xl gap-8 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-black/5 sm:p-8 md:grid-cols-2 md:gap-10">
      <div ref={corner} className="contents" />
      <FoodImage
        src={food.image}
        alt={food.name}
        width={600}
        height={450}
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-2xl bg-brand-50 object-cover"
      />
      <div className="flex flex-col gap-4">
        <CategoryTrail food={food} />
        <h1 className="pe-12 text-3xl font-extrabold text-ink sm:text-4xl">{food.name}</h1>
        <p className="text-2xl font-bold text-brand-700">{formatDollars(food.price)}</p>
        <UnitPrice food={food} />
        <LowStock food={food} />
        <DishRating rating={food.rating} />
        <p className="leading-relaxed text-ink-muted">{food.description}</p>
        <DishLabelList food={food} />
        <div ref={slot} className="contents" />
      </div>
    </article>
  );
}

/** The shop's name as the served title ends with it ('Margherita — Luigi’s'): the servers write the owner's. */
function shopNameInTitle(): string {
  const title = document.title;
  return title.slice(title.lastIndexOf(' — ') + ' — '.length);
}
