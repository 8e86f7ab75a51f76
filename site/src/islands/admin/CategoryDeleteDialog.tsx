import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
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
      title={`Delete category ${category.name}`}
      initialFocus={hasDishes ? 'select' : 'button[type=submit]'}
      onClose={closeCategoryDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy || (hasDishes && moveTo === '')}
      submitLabel="Delete"
      busyLabel="Deleting..."
    >
      {hasDishes ? (
        others.length > 0 ? (
          <label className="block font-semibold text-ink">
            Move its {category.dishCount} {category.dishCount === 1 ? 'dish' : 'dishes'} to
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
          <p className="text-ink">Its dishes need another category to go to: add one first.</p>
        )
      ) : (
        <p className="text-ink">It has no dishes. The shop stops showing it at once.</p>
      )}
    </AdminDialog>
  );
}
