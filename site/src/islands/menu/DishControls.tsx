import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { dishQuantityInCart, lineOptionsOf, priceWithOptions, saleRuleOfFood } from '../../../../domain/cart.ts';
import { priceCents } from '../../../../domain/contracts/amounts.ts';
import { needsChoosing, type Food } from '../../../../domain/food.ts';
import { inMenuOrder, optionGroupsInCents, toggleChoice } from '../../../../domain/menu-options.ts';
import { formatMoney, type Cents } from '../../../../domain/money.ts';
import { amountForQuantity } from '../../../../domain/sale-quantity.ts';
import { stockLeft } from '../../../../domain/stock-state.ts';
import { t, tParts } from '../../i18n/t.ts';
import { announce } from '../../lib/announce.ts';
import { $cart, addToCart } from '../../stores/cart.ts';
import { cartLink } from './cart-link.tsx';
import { groupElementId, OptionPicker } from './OptionPicker.tsx';

// Only a product sold by weight needs its stepper and the weight's words: most dishes never load them.
const weightParts = () => import('./WeightStepper.tsx');
const WeightStepper = lazy(() => weightParts().then((module) => ({ default: module.WeightStepper })));
const WeightInCart = lazy(() => weightParts().then((module) => ({ default: module.WeightInCart })));
// The rules a choice must keep, with the server's messages, are needed only once there is a choice
// to check: asked for as the visitor chooses, they are there when the cart button is pressed.
const loadChoiceProblem = () => import('./choice-problem.ts');

/**
 * What a product's page adds to the product for the cart: the choice of its options and weight,
 * the cart button with the price the choice makes, and what the cart already holds of it.
 */
export function DishControls({ food }: { food: Food }) {
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
    void loadChoiceProblem();
    setChosenIds((previous) => toggleChoice(rules, previous, groupId, optionId));
    if (problem?.groupId === groupId) setProblem(null);
  };
  const add = async () => {
    if (allInCart) return;
    // Nothing chosen where nothing must be: nothing to check.
    const refused =
      chosen.length > 0 || needsChoosing(groups)
        ? (await loadChoiceProblem()).choiceProblem(
            food.name,
            rules,
            chosen.map((option) => option.id),
          )
        : null;
    setProblem(refused);
    if (refused) {
      document.getElementById(groupElementId(refused.groupId))?.focus();
      return;
    }
    addToCart(food, chosen, weighed ? weight : undefined);
  };

  return (
    <>
      {groups.length > 0 && food.isAvailable && <OptionPicker groups={rules} chosen={chosenIds} onToggle={toggle} problem={problem} />}
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
                <WeightInCart weight={inCart} unit={weighed.unit} link={cartLink} />
              </Suspense>
            ) : (
              tParts<ReactNode>('menu.inCart', { count: inCart }, cartLink)
            ))}
        </p>
      </div>
    </>
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
