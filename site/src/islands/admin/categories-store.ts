import { atom } from 'nanostores';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import type { CategoryInput } from '../../../../domain/category-form.ts';
import { t } from '../../i18n/t.ts';
import { callApi, failureMessage, fieldMessages } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';

/** The Categories screen: the owner's categories, and which dialog is open on which. */
export type AdminCategories =
  | { status: 'loading'; categories: readonly CategoryWithCount[] }
  | { status: 'ready'; categories: readonly CategoryWithCount[] }
  | { status: 'error'; categories: readonly CategoryWithCount[]; message: string };

export const $adminCategories = atom<AdminCategories>({ status: 'loading', categories: [] });

export type CategoryDialog =
  | { kind: 'closed' }
  | { kind: 'edit'; category: CategoryWithCount | null }
  | { kind: 'delete'; category: CategoryWithCount };
export const $categoryDialog = atom<CategoryDialog>({ kind: 'closed' });

export async function loadAdminCategories(): Promise<void> {
  const { categories } = $adminCategories.get();
  $adminCategories.set({ status: 'loading', categories });
  try {
    $adminCategories.set({ status: 'ready', categories: await callApi('GET', '/api/categories') });
  } catch (error) {
    const message = failureMessage(error, t('admin-categories.loadFailed'));
    $adminCategories.set({ status: 'error', categories, message });
    toast.error(message);
  }
}

export const openCategoryEditor = (category: CategoryWithCount | null) => $categoryDialog.set({ kind: 'edit', category });
export const openCategoryDelete = (category: CategoryWithCount) => $categoryDialog.set({ kind: 'delete', category });
export const closeCategoryDialog = () => $categoryDialog.set({ kind: 'closed' });

/** Runs one change, says how it went, and reloads the list when it worked. */
async function change(run: () => Promise<{ message?: string }>, fallback: string, failed: string): Promise<boolean> {
  try {
    const answer = await run();
    toast.success(answer.message ?? fallback);
  } catch (error) {
    toast.error(failureMessage(error, failed));
    return false;
  }
  await loadAdminCategories();
  return true;
}

/** Adds a category, or saves the one being edited (keeping its place); when refused, the server's per-field messages. */
export async function saveCategory(
  input: CategoryInput,
  editing: CategoryWithCount | null,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  try {
    const answer = await (editing
      ? callApi('PUT', '/api/categories/:id', { param: { id: editing.id }, json: input })
      : callApi('POST', '/api/categories', { json: input }));
    toast.success(answer.message ?? (editing ? t('admin-categories.updated') : t('admin-categories.added')));
  } catch (error) {
    toast.error(failureMessage(error, editing ? t('admin-categories.updateFailed') : t('admin-categories.addFailed')));
    return { ok: false, errors: fieldMessages(error) };
  }
  await loadAdminCategories();
  closeCategoryDialog();
  return { ok: true };
}

const fieldsOf = ({ name, description, image, isHidden, parentId }: CategoryWithCount) => ({
  name,
  description,
  image,
  isHidden,
  parentId,
});

/** One place up or down in the owner's order. */
export function moveCategoryBy(category: CategoryWithCount, step: -1 | 1): Promise<boolean> {
  const json = { ...fieldsOf(category), position: category.position + step };
  return change(
    () => callApi('PUT', '/api/categories/:id', { param: { id: category.id }, json }),
    t('admin-categories.updated'),
    t('admin-categories.updateFailed'),
  );
}

/** Shows a hidden category on the storefront, or hides a shown one (with its dishes). */
export function setCategoryHidden(category: CategoryWithCount, isHidden: boolean): Promise<boolean> {
  const json = { ...fieldsOf(category), isHidden };
  return change(
    () => callApi('PUT', '/api/categories/:id', { param: { id: category.id }, json }),
    t('admin-categories.updated'),
    t('admin-categories.updateFailed'),
  );
}

/** Deletes a category; its dishes, if any, move to `moveTo`. */
export async function deleteCategory(category: CategoryWithCount, moveTo: string | undefined): Promise<boolean> {
  const deleted = await change(
    () => callApi('DELETE', '/api/categories/:id', { param: { id: category.id }, ...(moveTo ? { query: { moveTo } } : {}) }),
    t('admin-categories.deleted'),
    t('admin-categories.deleteFailed'),
  );
  if (deleted) closeCategoryDialog();
  return deleted;
}
