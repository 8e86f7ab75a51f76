import { useState } from 'react';
import type { Food, FoodOption } from '../../../../domain/food.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { optionGroupsInCents, toggleChoice } from '../../../../domain/menu-options.ts';
import { priceCents } from '../../../../domain/contracts/amounts.ts';
import { t } from '../../i18n/t.ts';
import { choicesProblem, DishChoices } from '../admin/new-order/DishChoices.tsx';
import { groupByCategory } from '../../../../domain/menu-groups.ts';

/**
 * The location's menu by category, each dish with Add; a dish with choices opens them in place
 * (the New order screen's choices, thumb-sized), and is added with them.
 */
export function TableMenu({ foods, onAdd }: { foods: readonly Food[]; onAdd: (food: Food, options: FoodOption[]) => void }) {
  const [choosing, setChoosing] = useState<{ food: Food; chosen: string[]; tried: boolean } | null>(null);
  const toggle = (groupId: string, optionId: string) =>
    setChoosing(
      (current) =>
        current && { ...current, chosen: toggleChoice(optionGroupsInCents(current.food.optionGroups), current.chosen, groupId, optionId) },
    );
  const addChosen = () => {
    if (!choosing) return;
    const problem = choicesProblem(choosing.food.name, optionGroupsInCents(choosing.food.optionGroups), choosing.chosen);
    if (problem) return setChoosing({ ...choosing, tried: true });
    const options = choosing.food.optionGroups.flatMap((group) => group.options).filter((option) => choosing.chosen.includes(option.id));
    onAdd(choosing.food, options);
    setChoosing(null);
  };
  return (
    <section aria-labelledby="table-menu-heading">
      <h2 id="table-menu-heading" className="text-xl font-extrabold text-ink">
        {t('table.menuHeading')}
      </h2>
      {groupByCategory(foods).map((section) => (
        <div key={section.label} className="mt-4">
          <h3 className="text-lg font-bold text-brand-900">{section.label}</h3>
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
            {section.foods.map((food) => {
              const open = choosing?.food._id === food._id;
              return (
                <li key={food._id} className="p-3">
                  <div className="flex items-center gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-ink">{food.name}</p>
                      <p className="text-sm text-ink-muted">{formatMoney(priceCents(food))}</p>
                    </div>
                    {food.isAvailable ? (
                      <button
                        type="button"
                        aria-label={t('table.addDish', { dish: food.name })}
                        aria-expanded={food.optionGroups.length > 0 ? open : undefined}
                        onClick={() =>
                          food.optionGroups.length > 0 ? setChoosing(open ? null : { food, chosen: [], tried: false }) : onAdd(food, [])
                        }
                        className="min-h-11 rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
                      >
                        {t('table.add')}
                      </button>
                    ) : (
                      <span className="text-sm font-semibold text-ink-muted">{t('table.unavailable')}</span>
                    )}
                  </div>
                  {open && choosing && (
                    <section aria-label={t('table.choicesFor', { dish: food.name })} className="mt-3 rounded-xl bg-brand-50/60 p-3">
                      <DishChoices
                        groups={optionGroupsInCents(food.optionGroups)}
                        chosen={choosing.chosen}
                        problem={choosing.tried ? choicesProblem(food.name, optionGroupsInCents(food.optionGroups), choosing.chosen) : null}
                        onToggle={toggle}
                      />
                      <div className="mt-3 flex gap-2">
                        <button
                          type="button"
                          onClick={addChosen}
                          className="min-h-11 rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
                        >
                          {t('table.addWithChoices')}
                        </button>
                        <button
                          type="button"
                          onClick={() => setChoosing(null)}
                          className="min-h-11 rounded-full px-5 font-semibold text-ink ring-1 ring-stone-300"
                        >
                          {t('table.cancel')}
                        </button>
                      </div>
                    </section>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
