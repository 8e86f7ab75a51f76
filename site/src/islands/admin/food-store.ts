import { atom } from 'nanostores';
import type { FoodInput } from '../../../../domain/food-form.ts';
import type { Food, FoodOption } from '../../../../domain/food.ts';
import { callApi, failureMessage, fieldMessages, refusalCode, serverMessage } from '../../lib/api.ts';
import { toast } from '../../stores/toasts.ts';
import { t } from '../../i18n/t.ts';

/**
 * Manage Foods: the table's dishes and the add/edit dialog. Kept beside the admin
 * islands rather than in stores/, whose code goes into the chunk every shop page loads
 * (astro.config.mjs): the admin panel's code must never reach a customer's page.
 */
export type AdminFoods =
  | { status: 'loading'; foods: readonly Food[] }
  | { status: 'ready'; foods: readonly Food[] }
  | { status: 'error'; foods: readonly Food[]; message: string };

export const $adminFoods = atom<AdminFoods>({ status: 'loading', foods: [] });

/** Closed, or open on a dish (edit mode) or on nothing (add mode). */
export type FoodEditor = { open: false } | { open: true; food: Food | null };
export const $foodEditor = atom<FoodEditor>({ open: false });

export async function loadAdminFoods(): Promise<void> {
  const { foods } = $adminFoods.get();
  $adminFoods.set({ status: 'loading', foods });
  try {
    $adminFoods.set({ status: 'ready', foods: await callApi('GET', '/api/foods', { query: { include: 'hidden' } }) });
  } catch (error) {
    const message = failureMessage(error, t('admin-foods.loadFailed'));
    $adminFoods.set({ status: 'error', foods, message });
    toast.error(message);
  }
}

export function openAddFood(): void {
  $foodEditor.set({ open: true, food: null });
}

export function openEditFood(food: Food): void {
  $foodEditor.set({ open: true, food });
}

export function closeFoodEditor(): void {
  $foodEditor.set({ open: false });
}

/** Adds a dish, or updates the one being edited; on success the dialog closes and the table reloads. */
/** Adds or changes the dish; when refused, the server's per-field messages (a toast says it too). */
export async function saveFood(input: FoodInput): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  const editor = $foodEditor.get();
  const editing = editor.open ? editor.food : null;
  try {
    const answer = editing
      ? await callApi('PUT', '/api/foods/:id', { param: { id: editing.id }, json: input })
      : await callApi('POST', '/api/foods', { json: input });
    toast.success(answer.message ?? (editing ? t('admin-foods.updated') : t('admin-foods.added')));
  } catch (error) {
    toast.error(failureMessage(error, editing ? t('admin-foods.updateFailed') : t('admin-foods.addFailed')));
    return { ok: false, errors: refusedFields(error) };
  }
  closeFoodEditor();
  await loadAdminFoods();
  return { ok: true };
}

/** The server's messages at the form's fields: a 400's, or the 409 of an SKU another product has. */
function refusedFields(error: unknown): Record<string, string> {
  const taken = refusalCode(error) === 'sku_taken' ? serverMessage(error) : undefined;
  return taken ? { sku: taken } : fieldMessages(error);
}

/** The list's one-tap switch: marks a dish sold out, or back on sale; the table follows. */
export function setAvailability(food: Food, isAvailable: boolean): Promise<void> {
  return switchAvailability(food.name, isAvailable, () =>
    callApi('PATCH', '/api/foods/:id/availability', { param: { id: food.id }, json: { isAvailable } }),
  );
}

/** The same switch for one option, on every dish offering its group. */
export function setOptionAvailability(option: FoodOption, isAvailable: boolean): Promise<void> {
  return switchAvailability(option.name, isAvailable, () =>
    callApi('PATCH', '/api/options/:id/availability', { param: { id: option.id }, json: { isAvailable } }),
  );
}

async function switchAvailability(name: string, isAvailable: boolean, send: () => Promise<{ message?: string }>): Promise<void> {
  try {
    const answer = await send();
    toast.success(answer.message ?? (isAvailable ? t('admin-foods.markedBackOnSale', { name }) : t('admin-foods.markedSoldOut', { name })));
  } catch (error) {
    toast.error(failureMessage(error, t('admin-foods.availabilityFailed')));
    return;
  }
  await loadAdminFoods();
}

/** Asks first; true when the dish was deleted. */
export async function deleteFood(food: Food): Promise<boolean> {
  if (!window.confirm(t('admin-foods.confirmDelete'))) return false;
  try {
    const answer = await callApi('DELETE', '/api/foods/:id', { param: { id: food.id } });
    toast.success(answer.message ?? t('admin-foods.deleted'));
  } catch (error) {
    toast.error(failureMessage(error, t('admin-foods.deleteFailed')));
    return false;
  }
  await loadAdminFoods();
  return true;
}

/** POST /api/admin/demo/remove, then the list again; says what went. False when it failed (the toast says why). */
export async function removeDemoMenu(): Promise<boolean> {
  try {
    const answer = await callApi('POST', '/api/admin/demo/remove');
    toast.success(answer.message);
    await loadAdminFoods();
    return true;
  } catch (error) {
    toast.error(failureMessage(error, t('admin-foods.demoRemoveFailed')));
    return false;
  }
}
