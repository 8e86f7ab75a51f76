import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import { FoodImage } from '../menu/FoodImage.tsx';
import { Spinner } from '../menu/Spinner.tsx';
import { AdminTable } from './AdminTable.tsx';
import CategoryDeleteDialog from './CategoryDeleteDialog.tsx';
import CategoryFormDialog from './CategoryFormDialog.tsx';
import {
  $adminCategories,
  $categoryDialog,
  loadAdminCategories,
  moveCategoryBy,
  openCategoryDelete,
  openCategoryEditor,
  setCategoryHidden,
} from './categories-store.ts';
import { LoadFailed } from './LoadFailed.tsx';

const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';
const rowButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ring-1 disabled:cursor-not-allowed disabled:opacity-40';
const COLUMNS = ['Picture', 'Name', 'Dishes', 'Status', 'Order', 'Actions'];

function CategoryRow({ category, last }: { category: CategoryWithCount; last: boolean }) {
  const { name } = category;
  return (
    <tr className="border-t border-brand-100 align-middle">
      <td className="px-4 py-3">
        <FoodImage
          src={category.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 rounded-lg bg-brand-50 object-cover"
        />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
        {name}
        {category.description && <p className="mt-0.5 text-sm font-normal text-ink-muted">{category.description}</p>}
      </th>
      <td className="px-4 py-3 text-ink tabular-nums">{category.dishCount}</td>
      <td className="px-4 py-3">
        <span
          className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${category.isHidden ? 'bg-stone-100 text-ink-muted ring-stone-300' : 'bg-green-50 text-leaf-700 ring-green-200'}`}
        >
          {category.isHidden ? 'Hidden' : 'Shown'}
        </span>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={category.position === 0}
            onClick={() => void moveCategoryBy(category, -1)}
            className={`${rowButton} text-ink ring-stone-300 hover:bg-stone-50`}
          >
            Up
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => void moveCategoryBy(category, 1)}
            className={`${rowButton} text-ink ring-stone-300 hover:bg-stone-50`}
          >
            Down
          </button>
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={category.isHidden ? `Show ${name}` : `Hide ${name}`}
            onClick={() => void setCategoryHidden(category, !category.isHidden)}
            className={`${rowButton} text-ink ring-stone-300 hover:bg-stone-50`}
          >
            {category.isHidden ? 'Show' : 'Hide'}
          </button>
          <button
            type="button"
            aria-label={`Edit ${name}`}
            onClick={() => openCategoryEditor(category)}
            className={`${rowButton} text-brand-700 ring-brand-200 hover:bg-brand-50`}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${name}`}
            onClick={() => openCategoryDelete(category)}
            className={`${rowButton} text-chili-700 ring-red-200 hover:bg-red-50`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Categories: the owner's list in its order, with add, edit, move, hide and delete. */
export function ManageCategories() {
  const state = useStore($adminCategories);
  const dialog = useStore($categoryDialog);

  useEffect(() => {
    void loadAdminCategories();
  }, []);

  const { categories } = state;
  let body: ReactNode;
  if (state.status === 'loading' && categories.length === 0) body = <Spinner />;
  else if (state.status === 'error' && categories.length === 0)
    body = <LoadFailed message={state.message} onRetry={() => void loadAdminCategories()} />;
  else {
    body = (
      <AdminTable
        caption="Menu categories, in the order the shop shows them"
        columns={COLUMNS}
        rows={categories.map((category, index) => (
          <CategoryRow key={category.id} category={category} last={index === categories.length - 1} />
        ))}
        emptyText="No categories yet. Add the first one."
        minWidthClass="min-w-[52rem]"
        busy={state.status === 'loading'}
      />
    );
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">Categories</h1>
          <p className="mt-1 text-ink-muted">The home page's tiles and the menu's filters follow this order.</p>
        </div>
        <button type="button" onClick={() => openCategoryEditor(null)} className={primaryButton}>
          Add category
        </button>
      </div>
      {body}
      {dialog.kind === 'edit' && <CategoryFormDialog key={dialog.category?.id ?? 'new'} category={dialog.category} />}
      {dialog.kind === 'delete' && <CategoryDeleteDialog key={dialog.category.id} category={dialog.category} />}
    </>
  );
}
