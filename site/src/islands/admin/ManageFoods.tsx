import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
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
import { FoodImage } from '../menu/FoodImage.tsx';
import { Spinner } from '../menu/Spinner.tsx';
import { AdminTable } from './AdminTable.tsx';
import FoodFormDialog from './FoodFormDialog.tsx';
import { LoadFailed } from './LoadFailed.tsx';

const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';
const rowButton = 'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold ring-1';
const COLUMNS = ['Image', 'Name', 'Category', 'Price', 'Status', 'Actions'];

function StatusBadge({ available }: { available: boolean }) {
  return available ? (
    <span className="inline-flex rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-leaf-700 ring-1 ring-green-200">
      Available
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-ink-muted ring-1 ring-stone-300">
      Unavailable
    </span>
  );
}

/** The one-tap sold-out switch of a dish or an option: "Sold out", or "Back on sale" once it is. */
function SoldOutSwitch({ name, available, onSwitch }: { name: string; available: boolean; onSwitch: () => void }) {
  return (
    <button
      type="button"
      aria-label={available ? `Mark ${name} sold out` : `Put ${name} back on sale`}
      onClick={onSwitch}
      className={`${rowButton} whitespace-nowrap text-ink ring-stone-300 hover:bg-stone-50`}
    >
      {available ? 'Sold out' : 'Back on sale'}
    </button>
  );
}

function FoodRow({ food }: { food: Food }) {
  return (
    <tr className="border-t border-brand-100 align-middle">
      <td className="px-4 py-3">
        <FoodImage
          src={food.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 rounded-lg bg-brand-50 object-cover"
        />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
        {food.name}
        <OptionSwitches food={food} />
      </th>
      <td className="px-4 py-3 text-ink-muted">{food.category}</td>
      <td className="px-4 py-3 font-semibold text-ink tabular-nums">{formatDollars(food.price)}</td>
      <td className="px-4 py-3">
        <StatusBadge available={food.isAvailable} />
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <SoldOutSwitch name={food.name} available={food.isAvailable} onSwitch={() => void setAvailability(food, !food.isAvailable)} />
          <button
            type="button"
            aria-label={`Edit ${food.name}`}
            onClick={() => openEditFood(food)}
            className={`${rowButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${food.name}`}
            onClick={() => void deleteFood(food)}
            className={`${rowButton} text-chili-700 ring-red-200 hover:bg-red-50`}
          >
            Delete
          </button>
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

/** Manage Foods: every dish in a table, with add, edit and delete. */
export function ManageFoods() {
  const state = useStore($adminFoods);
  const editor = useStore($foodEditor);

  useEffect(() => {
    void loadAdminFoods();
  }, []);

  const { foods } = state;
  let body: ReactNode;
  if (state.status === 'loading' && foods.length === 0) body = <Spinner />;
  else if (state.status === 'error' && foods.length === 0) {
    body = <LoadFailed message={state.message} onRetry={() => void loadAdminFoods()} />;
  } else {
    body = (
      <AdminTable
        caption="Dishes on the menu"
        columns={COLUMNS}
        rows={foods.map((food) => <FoodRow key={food.id} food={food} />)}
        emptyText="No dishes yet. Add the first one."
        minWidthClass="min-w-[52rem]"
        busy={state.status === 'loading'}
      />
    );
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Manage Foods</h1>
        <button type="button" onClick={openAddFood} className={primaryButton}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          Add Food
        </button>
      </div>
      {body}
      {editor.open && <FoodFormDialog key={editor.food?.id ?? 'new'} food={editor.food} />}
    </>
  );
}
