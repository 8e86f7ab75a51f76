import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Food } from '../../../../domain/food.ts';
import { formatDollars } from '../../../../domain/money.ts';
import {
  $adminFoods,
  $foodEditor,
  deleteFood,
  loadAdminFoods,
  openAddFood,
  openEditFood,
  setAvailability,
  setOptionAvailability,
} from './food-store.ts';
import { AdminListTable } from './AdminListTable.tsx';
import FoodFormDialog from './FoodFormDialog.tsx';
import { AddButton, ListPageHead, PictureCell, RowButton, StateBadge } from './ListParts.tsx';
import { RemoveDemoMenu } from './RemoveDemoMenu.tsx';

const COLUMNS = ['Image', 'Name', 'Category', 'Price', 'Status', 'Actions'];

/** The one-tap sold-out switch of a dish or an option: "Sold out", or "Back on sale" once it is. */
function SoldOutSwitch({ name, available, onSwitch }: { name: string; available: boolean; onSwitch: () => void }) {
  return (
    <RowButton label={available ? `Mark ${name} sold out` : `Put ${name} back on sale`} tone="plain" onClick={onSwitch}>
      {available ? 'Sold out' : 'Back on sale'}
    </RowButton>
  );
}

function FoodRow({ food }: { food: Food }) {
  return (
    <tr className="border-t border-brand-100 align-middle">
      <PictureCell src={food.image} />
      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
        {food.name}
        <OptionSwitches food={food} />
      </th>
      <td className="px-4 py-3 text-ink-muted">{food.category}</td>
      <td className="px-4 py-3 font-semibold text-ink tabular-nums">{formatDollars(food.price)}</td>
      <td className="px-4 py-3">
        <StateBadge tone={food.isAvailable ? 'good' : 'off'}>{food.isAvailable ? 'Available' : 'Unavailable'}</StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <SoldOutSwitch name={food.name} available={food.isAvailable} onSwitch={() => void setAvailability(food, !food.isAvailable)} />
          <RowButton label={`Edit ${food.name}`} tone="brand" onClick={() => openEditFood(food)}>
            Edit
          </RowButton>
          <RowButton label={`Delete ${food.name}`} tone="danger" onClick={() => void deleteFood(food)}>
            Delete
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/** Under a dish's name: its options, each with the same one-tap sold-out switch as the dish. */
function OptionSwitches({ food }: { food: Food }) {
  const groups = food.optionGroups ?? [];
  if (groups.length === 0) return null;
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const soldOut = groups.reduce((sum, group) => sum + group.options.filter((option) => !option.isAvailable).length, 0);
  return (
    <details className="mt-1 text-sm font-normal">
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-brand-700">
        {count} options{soldOut > 0 ? `, ${soldOut} sold out` : ''}
        <span className="sr-only"> of {food.name}</span>
      </summary>
      {groups.map((group) => (
        <ul key={group.id} aria-label={`${group.name} (${food.name})`} className="mt-1 flex flex-col gap-1">
          {group.options.map((option) => (
            <li key={option.id} className="flex items-center justify-between gap-3">
              <span className={option.isAvailable ? 'text-ink' : 'text-ink-muted line-through'}>
                {group.name}: {option.name}
              </span>
              <SoldOutSwitch
                name={option.name}
                available={option.isAvailable}
                onSwitch={() => void setOptionAvailability(option, !option.isAvailable)}
              />
            </li>
          ))}
        </ul>
      ))}
    </details>
  );
}

/** Manage Foods: every dish in a table, with add, edit and delete, and the demo menu removed in one step. */
export function ManageFoods() {
  const state = useStore($adminFoods);
  const editor = useStore($foodEditor);

  useEffect(() => {
    void loadAdminFoods();
  }, []);

  const { foods } = state;
  return (
    <>
      <ListPageHead title="Manage Foods" action={<AddButton onClick={openAddFood}>Add Food</AddButton>} />
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminFoods()}
        caption="Dishes on the menu"
        columns={COLUMNS}
        rows={foods.map((food) => <FoodRow key={food.id} food={food} />)}
        emptyText="No dishes yet. Add the first one."
        minWidthClass="min-w-[52rem]"
      />
      {editor.open && <FoodFormDialog key={editor.food?.id ?? 'new'} food={editor.food} />}
      <RemoveDemoMenu />
    </>
  );
}
