import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import { AdminListTable } from './AdminListTable.tsx';
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
import { AddButton, ListPageHead, PictureCell, RowButton, StateBadge } from './ListParts.tsx';

const COLUMNS = ['Picture', 'Name', 'Dishes', 'Status', 'Order', 'Actions'];

function CategoryRow({ category, last }: { category: CategoryWithCount; last: boolean }) {
  const { name } = category;
  return (
    <tr className="border-t border-brand-100 align-middle">
      <PictureCell src={category.image} />
      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
        {name}
        {category.description && <p className="mt-0.5 text-sm font-normal text-ink-muted">{category.description}</p>}
      </th>
      <td className="px-4 py-3 text-ink tabular-nums">{category.dishCount}</td>
      <td className="px-4 py-3">
        <StateBadge tone={category.isHidden ? 'off' : 'good'}>{category.isHidden ? 'Hidden' : 'Shown'}</StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={`Move ${name} up`}
            tone="plain"
            disabled={category.position === 0}
            onClick={() => void moveCategoryBy(category, -1)}
          >
            Up
          </RowButton>
          <RowButton label={`Move ${name} down`} tone="plain" disabled={last} onClick={() => void moveCategoryBy(category, 1)}>
            Down
          </RowButton>
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={category.isHidden ? `Show ${name}` : `Hide ${name}`}
            tone="plain"
            onClick={() => void setCategoryHidden(category, !category.isHidden)}
          >
            {category.isHidden ? 'Show' : 'Hide'}
          </RowButton>
          <RowButton label={`Edit ${name}`} tone="brand" onClick={() => openCategoryEditor(category)}>
            Edit
          </RowButton>
          <RowButton label={`Delete ${name}`} tone="danger" onClick={() => openCategoryDelete(category)}>
            Delete
          </RowButton>
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
  return (
    <>
      <ListPageHead
        title="Categories"
        intro={<p className="mt-1 text-ink-muted">The home page's tiles and the menu's filters follow this order.</p>}
        action={
          <AddButton onClick={() => openCategoryEditor(null)} plus={false}>
            Add category
          </AddButton>
        }
      />
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminCategories()}
        caption="Menu categories, in the order the shop shows them"
        columns={COLUMNS}
        rows={categories.map((category, index) => (
          <CategoryRow key={category.id} category={category} last={index === categories.length - 1} />
        ))}
        emptyText="No categories yet. Add the first one."
        minWidthClass="min-w-[52rem]"
      />
      {dialog.kind === 'edit' && <CategoryFormDialog key={dialog.category?.id ?? 'new'} category={dialog.category} />}
      {dialog.kind === 'delete' && <CategoryDeleteDialog key={dialog.category.id} category={dialog.category} />}
    </>
  );
}
