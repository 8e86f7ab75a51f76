import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import { t } from '../../i18n/t.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { $adminCategories, closeCategoryDialog, deleteCategory } from './categories-store.ts';

/** Deleting a category: one with dishes asks which category they move to first. */
export default function CategoryDeleteDialog({ category }: { category: CategoryWithCount }) {
  const others = useStore($adminCategories).categories.filter((candidate) => candidate.id !== category.id);
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const hasDishes = category.dishCount > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    if (!(await deleteCategory(category, hasDishes ? moveTo : undefined))) setBusy(false);
  };

  return (
    <AdminDialog
      title={t('admin-categories.deleteTitle', { name: category.name })}
      initialFocus={hasDishes ? 'select' : 'button[type=submit]'}
      onClose={closeCategoryDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy || (hasDishes && moveTo === '')}
      submitLabel={t('admin.delete')}
      busyLabel={t('admin.deleting')}
    >
      {hasDishes ? (
        others.length > 0 ? (
          <label className="block font-semibold text-ink">
            {t('admin-categories.moveDishesTo', { count: category.dishCount })}
            <select
              value={moveTo}
              onChange={(event) => setMoveTo(event.currentTarget.value)}
              className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base font-normal text-ink"
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-ink">{t('admin-categories.needsAnother')}</p>
        )
      ) : (
        <p className="text-ink">{t('admin-categories.noDishes')}</p>
      )}
    </AdminDialog>
  );
}
