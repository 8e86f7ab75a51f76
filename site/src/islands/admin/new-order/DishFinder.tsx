import { type RefObject, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { Food, FoodOption } from '../../../../../domain/food.ts';
import { readQuickEntry } from '../../../../../domain/counter/quick-entry.ts';
import { optionGroupsInCents, toggleChoice } from '../../../../../domain/menu-options.ts';
import { t } from '../../../i18n/t.ts';
import { buildMenuIndex } from '../../menu/menu-search-index.ts';
import { SearchBox } from './SearchBox.tsx';
import { useListChoice } from './use-list-choice.ts';
import { choicesProblem, DishChoices } from './DishChoices.tsx';

/** The name of the performance measure of a keystroke's search. */
export const NEW_ORDER_SEARCH_MEASURE = 'new-order-search';

/** How many dishes the list offers: a counter needs the first few, not the menu. */
const SHOWN = 8;

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold';

type Choosing = { food: Food; quantity: number; chosen: string[]; problem: { groupId: string; message: string } | null };

/**
 * Where dishes are added from the keyboard: type a name ("2 marg" for two: domain/counter/
 * quick-entry.ts), arrows through the dishes found, Enter adds. A dish with choices opens them
 * first, then its Add button; the focus comes back to the box for the next dish.
 */
export function DishFinder(props: {
  foods: readonly Food[];
  money: (food: Food) => string;
  onAdd: (food: Food, options: FoodOption[], quantity: number) => void;
  boxRef: RefObject<HTMLInputElement | null>;
}) {
  const { foods, money, onAdd, boxRef: box } = props;
  const search = useMemo(() => {
    const started = performance.now();
    const built = buildMenuIndex(foods);
    performance.measure(`${NEW_ORDER_SEARCH_MEASURE}-index`, { start: started });
    return built;
  }, [foods]);
  const byId = useMemo(() => new Map(foods.map((food) => [food._id, food])), [foods]);
  const names = useMemo(() => foods.map((food) => food.name.toLowerCase()), [foods]);
  const [typed, setTyped] = useState('');
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [news, setNews] = useState('');
  const ids = { choices: useId() };

  const entry = readQuickEntry(typed, (text) => names.some((name) => name.startsWith(text.toLowerCase())));
  const hits = useMemo(() => {
    if (!entry.query) return [];
    // Measured (bench/new-order-search.ts): a keystroke's search is held to 16 ms at 4× CPU.
    const started = performance.now();
    // Only the first few are shown: a broad word ("c") matches most of the menu.
    const found: Food[] = [];
    for (const id of search(entry.query)) {
      const food = byId.get(id);
      if (food?.isAvailable) found.push(food);
      if (found.length === SHOWN) break;
    }
    performance.measure(NEW_ORDER_SEARCH_MEASURE, { start: started });
    return found;
  }, [search, byId, entry.query]);

  const added = (food: Food, options: FoodOption[], quantity: number) => {
    onAdd(food, options, quantity);
    setNews(t('admin-new-order.added', { quantity, dish: food.name }));
    setChoosing(null);
    setTyped('');
    box.current?.focus();
  };
  // The choices are next once a dish with choices is taken: the first of them takes the focus.
  const choosingDish = choosing?.food._id;
  // Before the paint: a clerk's next key lands on the choices, not in the box.
  useLayoutEffect(() => {
    if (choosingDish) document.getElementById(ids.choices)?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [choosingDish, ids.choices]);
  const take = (food: Food) => {
    if (food.optionGroups.length > 0) {
      setChoosing({ food, quantity: entry.quantity, chosen: [], problem: null });
      return;
    }
    added(food, [], entry.quantity);
  };
  const list = useListChoice(hits, take, () => setTyped(''));
  const open = hits.length > 0 && choosing === null;
  const status = choosing
    ? ''
    : entry.query
      ? hits.length === 0
        ? t('admin-new-order.dishNone', { query: entry.query })
        : t('admin-new-order.dishFound', { count: hits.length })
      : news;

  const confirm = () => {
    if (!choosing) return;
    const groups = optionGroupsInCents(choosing.food.optionGroups);
    const problem = choicesProblem(choosing.food.name, groups, choosing.chosen);
    if (problem) {
      setChoosing({ ...choosing, problem });
      return;
    }
    const options = choosing.food.optionGroups.flatMap((group) => group.options).filter((option) => choosing.chosen.includes(option.id));
    added(choosing.food, options, choosing.quantity);
  };

  return (
    <div>
      <SearchBox
        label={t('admin-new-order.dishSearch')}
        value={typed}
        onType={(text) => {
          setTyped(text);
          setChoosing(null);
          list.setActive(0);
        }}
        onKeyDown={list.onKeyDown}
        entries={open ? hits : []}
        highlighted={list.highlighted}
        entryKey={(food) => food._id}
        renderEntry={(food) => t('admin-new-order.dishOption', { name: food.name, price: money(food) })}
        onTake={take}
        status={status}
        boxRef={box}
      />
      {choosing && (
        <section
          id={ids.choices}
          aria-label={t('admin-new-order.optionsHeading', { dish: choosing.food.name })}
          className="mt-3 rounded-2xl p-3 ring-2 ring-brand-200"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setChoosing(null);
              box.current?.focus();
            } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && event.target instanceof HTMLInputElement) {
              // Enter on a choice adds the dish, as Enter in the box adds one without choices.
              event.preventDefault();
              confirm();
            }
          }}
        >
          <h3 className="font-bold text-ink">{t('admin-new-order.optionsHeading', { dish: choosing.food.name })}</h3>
          <div className="mt-2">
            <DishChoices
              groups={optionGroupsInCents(choosing.food.optionGroups)}
              chosen={choosing.chosen}
              problem={choosing.problem}
              onToggle={(groupId, optionId) =>
                setChoosing({
                  ...choosing,
                  problem: null,
                  chosen: toggleChoice(optionGroupsInCents(choosing.food.optionGroups), choosing.chosen, groupId, optionId),
                })
              }
            />
          </div>
          <button type="button" onClick={confirm} className={`${button} mt-3 bg-brand-600 text-white hover:bg-brand-700`}>
            {t('admin-new-order.addWithOptions', { quantity: choosing.quantity, dish: choosing.food.name })}
          </button>
        </section>
      )}
    </div>
  );
}
