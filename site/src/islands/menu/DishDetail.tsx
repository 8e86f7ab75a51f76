import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { dishQuantityInCart, lineOptionsOf, priceWithOptions, saleRuleOfFood } from '../../../../domain/cart.ts';
import { amountForQuantity } from '../../../../domain/sale-quantity.ts';
import { priceCents } from '../../../../domain/contracts/amounts.ts';
import { dishIdFromPath } from '../../../../domain/catalogue.ts';
import { viewDish } from '../../../../domain/dish-page.ts';
import type { Food } from '../../../../domain/food.ts';
import { checkChoices, inMenuOrder, optionGroupsInCents, toggleChoice } from '../../../../domain/menu-options.ts';
import { formatDollars, formatMoney, type Cents } from '../../../../domain/money.ts';
import { localePath, t, tParts, tText } from '../../i18n/t.ts';
import { announce } from '../../lib/announce.ts';
import { $cart, addToCart } from '../../stores/cart.ts';
import { stockLeft } from '../../../../domain/stock-state.ts';
import { $catalogueError, $catalogueLoading, $foods } from '../../stores/catalogue.ts';
import { loadDish } from '../../stores/dish-catalogue.ts';
import { DishLabelList } from './DishLabelList.tsx';
import { DishRating } from './DishRating.tsx';
import { LowStock } from './LowStock.tsx';
import { UnitPrice } from './UnitPrice.tsx';
import { FoodImage } from './FoodImage.tsx';
import { CategoryTrail } from './CategoryTrail.tsx';
import { cartLink } from './cart-link.tsx';
import { groupElementId, OptionPicker } from './OptionPicker.tsx';
import { useTakeOverServedMarkup } from './take-over-served.ts';
import { CloseButton } from '../ui/CloseButton.tsx';

const MENU_HREF = '/#menu';
// Only a product sold by weight needs its stepper and the weight's words: most dishes never load them.
const WeightStepper = lazy(() => import('./WeightStepper.tsx').then((module) => ({ default: module.WeightStepper })));
const WeightInCart = lazy(() => import('./WeightStepper.tsx').then((module) => ({ default: module.WeightInCart })));
const BADGES = ['menu.badgeFresh', 'menu.badgeHot', 'menu.badgeLoved'] as const;
/** '/it/dish/margherita' → '/dish/margherita': the address without the page's language prefix. */
function pathInPageLanguage(pathname: string): string {
  const base = localePath('');
  return base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** The shop's name as the served title ends with it ('Margherita — Luigi’s'): the servers write the owner's. */
function shopNameInTitle(): string {
  const title = document.title;
  return title.slice(title.lastIndexOf(' — ') + ' — '.length);
}

interface Props {
  /** The dish as pre-rendered; absent on the shell page for dishes added after the build. */
  food?: Food;
}

/**
 * The dish page. It shows the pre-rendered dish at once, then follows the catalogue (fresh price
 * and stock). The shell page reads the id from the address instead; either way an id the loaded
 * catalogue lacks ends in 'Dish not found', not an endless spinner.
 */
export default function DishDetail({ food: initial }: Props) {
  const [id, setId] = useState<string | null>(initial?._id ?? null);
  const foods = useStore($foods, { ssr: 'initial' });
  const loading = useStore($catalogueLoading, { ssr: 'initial' });
  const error = useStore($catalogueError, { ssr: 'initial' });
  const view = viewDish({ id, foods, loading, error, initial });

  useEffect(() => {
    const dishId = initial?._id ?? dishIdFromPath(pathInPageLanguage(window.location.pathname)) ?? '';
    if (!initial) setId(dishId);
    // The served dish is read at once, so its updates fall inside the transition: React draws the
    // dish in slices that yield to the visitor, not in one long task while the page loads.
    startTransition(() => void loadDish(dishId));
  }, [initial]);

  const title = view.kind === 'dish' ? view.food.name : view.kind === 'not-found' ? t('menu.dishNotFound') : null;
  useEffect(() => {
    if (title) document.title = `${title} — ${shopNameInTitle()}`;
  }, [title]);

  useTakeOverServedMarkup(view.kind !== 'loading');

  if (view.kind === 'loading') return null;
  if (view.kind === 'dish') return <DishView food={view.food} />;
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-extrabold text-ink">{view.kind === 'not-found' ? t('menu.dishNotFound') : t('menu.dishUnavailable')}</h1>
      <p className="mt-4 text-ink-muted">
        {view.kind === 'not-found' ? t('menu.dishNotFoundText') : t('menu.loadFailed', { message: view.message })}
      </p>
      <a
        href={localePath(MENU_HREF)}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {t('menu.backToMenu')}
      </a>
    </div>
  );
}

function DishView({ food }: { food: Food }) {
  const lines = useStore($cart, { ssr: 'initial' });
  const inCart = dishQuantityInCart(lines, food._id);
  const left = stockLeft(food.stock);
  const allInCart = left !== undefined && left > 0 && inCart >= left;
  const groups = food.optionGroups ?? [];
  const rules = useMemo(() => optionGroupsInCents(food.optionGroups), [food.optionGroups]);
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ groupId: string; message: string } | null>(null);
  // Choices the fresh menu no longer has (an option taken away) fall out of the choice.
  const offered = groups.flatMap((group) => group.options);
  const chosen = inMenuOrder(
    rules,
    offered.filter((option) => chosenIds.includes(option.id)),
  );
  const rule = saleRuleOfFood(food);
  const weighed = rule.unit === null ? null : { ...rule, unit: rule.unit };
  // A product sold by weight is added by the weight chosen here; its price is per kg or lb.
  const [weight, setWeight] = useState(rule.minQuantity);
  const unitPrice = priceWithOptions(priceCents(food), lineOptionsOf(chosen));
  const price = weighed ? amountForQuantity(unitPrice, weight) : unitPrice;
  useAnnouncedPrice(`${chosen.map((option) => option.id).join()}|${weight}`, price);

  const toggle = (groupId: string, optionId: string) => {
    setChosenIds((previous) => toggleChoice(rules, previous, groupId, optionId));
    if (problem?.groupId === groupId) setProblem(null);
  };
  const add = () => {
    if (allInCart) return;
    const check = checkChoices(
      food.name,
      rules,
      chosen.map((option) => option.id),
    );
    if (!check.ok) {
      const groupId = check.groupId ?? groups[0]?.id ?? '';
      setProblem({ groupId, message: check.problem ? t(check.problem.key, check.problem.values) : tText(check.message) });
      document.getElementById(groupElementId(groupId))?.focus();
      return;
    }
    setProblem(null);
    addToCart(food, chosen, weighed ? weight : undefined);
  };

  return (
    <article className="relative mx-auto grid max-w-5xl gap-8 rounded-3xl bg-white p-4 shadow-lg ring-1 ring-black/5 sm:p-8 md:grid-cols-2 md:gap-10">
      <CloseDish />
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
        <ul aria-label={t('menu.badgesLabel')} className="flex flex-wrap gap-2">
          {BADGES.map((badge) => (
            <li key={badge} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {t(badge)}
            </li>
          ))}
        </ul>
        {groups.length > 0 && food.isAvailable && (
          <OptionPicker groups={groups} rules={rules} chosen={chosenIds} onToggle={toggle} problem={problem} />
        )}
        <div className="mt-auto flex flex-col gap-3 pt-4">
          {weighed && food.isAvailable && (
            <Suspense fallback={null}>
              <WeightStepper
                dish={food.name}
                rule={weighed}
                weight={weight}
                room={left === undefined ? undefined : left - inCart}
                onChange={setWeight}
              />
            </Suspense>
          )}
          <button
            type="button"
            onClick={add}
            disabled={!food.isAvailable}
            // Not disabled once all that is left is in the cart: the press that got there keeps its focus.
            aria-disabled={allInCart || undefined}
            className="min-h-12 w-full rounded-full bg-brand-600 px-6 text-lg font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-ink-muted aria-disabled:cursor-not-allowed aria-disabled:bg-stone-200 aria-disabled:text-ink-muted"
          >
            {!food.isAvailable
              ? t('menu.outOfStock')
              : allInCart
                ? t('menu.allInCart')
                : groups.length > 0 || weighed
                  ? t('menu.addToCartFor', { price: formatMoney(price) })
                  : t('menu.addToCart')}
          </button>
          <p aria-live="polite" className="min-h-6 text-center text-sm text-ink-muted">
            {inCart > 0 &&
              (weighed ? (
                <Suspense fallback={null}>
                  <WeightInCart weight={inCart} unit={weighed.unit} />
                </Suspense>
              ) : (
                tParts<ReactNode>('menu.inCart', { count: inCart }, cartLink)
              ))}
          </p>
        </div>
      </div>
    </article>
  );
}

/** A choice shows its price only in the button's text: it is read out too. */
function useAnnouncedPrice(choice: string, price: Cents) {
  const previous = useRef(choice);
  useEffect(() => {
    if (choice === previous.current) return;
    previous.current = choice;
    announce(t('menu.priceWithChoices', { price: formatMoney(price) }));
  }, [choice, price]);
}

/** Back where the visitor came from when that was the menu (keeping their place), else to it. */
function CloseDish() {
  const close = () => {
    if (cameFromMenu()) window.history.back();
    else window.location.assign(localePath(MENU_HREF));
  };
  return (
    <CloseButton
      onClick={close}
      className="absolute top-3 end-3 z-10 bg-white text-ink shadow-md ring-1 ring-black/10 hover:bg-brand-50 hover:text-brand-700 sm:top-5 sm:end-5"
      iconClassName="h-6 w-6"
    />
  );
}

function cameFromMenu(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    const from = new URL(document.referrer);
    const path = from.pathname.replace(/\/$/, '') || '/';
    return from.origin === window.location.origin && (path === localePath('/') || path === localePath('/menu'));
  } catch {
    return false;
  }
}
