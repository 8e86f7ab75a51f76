import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import { categoryPathLabel, categoryTreeOrder } from '../../../../domain/category-tree.ts';
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
import { t } from '../../i18n/t.ts';

interface RowProps {
  category: CategoryWithCount;
  /** "Fruit & Veg › Fruit" for a subcategory, its name for a main one. */
  path: string;
  last: boolean;
}

function CategoryRow({ category, path, last }: RowProps) {
  const { name } = category;
  const isSub = category.parentId !== null;
  return (
    <tr className="border-t border-brand-100 align-middle">
      <PictureCell src={category.image} />
      <th scope="row" className={`px-4 py-3 text-start font-semibold text-ink ${isSub ? 'ps-10' : ''}`}>
        {isSub ? (
          <>
            {/* Indented under its main category; a screen reader, which hears no indent, hears the path. */}
            <span aria-hidden="true">
              <span className="me-1 text-ink-muted">›</span>
              {name}
            </span>
            <span className="sr-only">{path}</span>
          </>
        ) : (
          name
        )}
        {category.description && <p className="mt-0.5 text-sm font-normal text-ink-muted">{category.description}</p>}
      </th>
      <td className="px-4 py-3 text-ink tabular-nums">{category.dishCount}</td>
      <td className="px-4 py-3">
        <StateBadge tone={category.isHidden ? 'off' : 'good'}>
          {category.isHidden ? t('admin-categories.hidden') : t('admin-categories.shown')}
        </StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={t('admin-categories.moveUp', { name })}
            tone="plain"
            disabled={category.position === 0}
            onClick={() => void moveCategoryBy(category, -1)}
          >
            {t('admin-categories.up')}
          </RowButton>
          <RowButton
            label={t('admin-categories.moveDown', { name })}
            tone="plain"
            disabled={last}
            onClick={() => void moveCategoryBy(category, 1)}
          >
            {t('admin-categories.down')}
          </RowButton>
        </div>
      </td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <RowButton
            label={category.isHidden ? t('admin-categories.showLabel', { name }) : t('admin-categories.hideLabel', { name })}
            tone="plain"
            onClick={() => void setCategoryHidden(category, !category.isHidden)}
          >
            {category.isHidden ? t('admin-categories.show') : t('admin-categories.hide')}
          </RowButton>
          <RowButton label={t('admin-categories.editLabel', { name })} tone="brand" onClick={() => openCategoryEditor(category)}>
            {t('admin.edit')}
          </RowButton>
          <RowButton label={t('admin-categories.deleteLabel', { name })} tone="danger" onClick={() => openCategoryDelete(category)}>
            {t('admin.delete')}
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/** Categories: the owner's list in its order (subcategories under their main one), with add, edit, move, hide and delete. */
export function ManageCategories() {
  const state = useStore($adminCategories);
  const dialog = useStore($categoryDialog);

  useEffect(() => {
    void loadAdminCategories();
  }, []);

  const categories = categoryTreeOrder(state.categories);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (
    <>
      <ListPageHead
        title={t('admin.screenCategories')}
        intro={<p className="mt-1 text-ink-muted">{t('admin-categories.intro')}</p>}
        action={
          <AddButton onClick={() => openCategoryEditor(null)} plus={false}>
            {t('admin-categories.add')}
          </AddButton>
        }
      />
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminCategories()}
        caption={t('admin-categories.caption')}
        columns={[
          t('admin-categories.columnPicture'),
          t('admin-categories.columnName'),
          t('admin-categories.columnDishes'),
          t('admin-categories.columnStatus'),
          t('admin-categories.columnOrder'),
          t('admin-categories.columnActions'),
        ]}
        rows={categories.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            path={categoryPathLabel(category, byId)}
            last={index === categories.length - 1}
          />
        ))}
        emptyText={t('admin-categories.empty')}
        minWidthClass="min-w-[52rem]"
      />
      {dialog.kind === 'edit' && <CategoryFormDialog key={dialog.category?.id ?? 'new'} category={dialog.category} />}
      {dialog.kind === 'delete' && <CategoryDeleteDialog key={dialog.category.id} category={dialog.category} />}
    </>
  );
}
