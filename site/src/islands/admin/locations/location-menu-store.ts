import { atom } from 'nanostores';
import type { Food } from '../../../../../domain/food.ts';
import { callApi, failureMessage } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';
import { type DishCell, type LocationDish, withDish } from './location-menu-grid.ts';

/**
 * The menu grid's data: every dish, hidden ones too (GET /api/foods?include=hidden), and each
 * location's differences from the menu (GET /api/locations/menu), kept up to date as cells save.
 */
export type LocationMenu =
  | { status: 'loading' }
  | { status: 'ready'; foods: readonly Food[]; differences: readonly LocationDish[] }
  | { status: 'error'; message: string };

export const $locationMenu = atom<LocationMenu>({ status: 'loading' });

export async function loadLocationMenu(): Promise<void> {
  $locationMenu.set({ status: 'loading' });
  try {
    const [foods, differences] = await Promise.all([
      callApi('GET', '/api/foods', { query: { include: 'hidden' } }),
      callApi('GET', '/api/locations/menu'),
    ]);
    $locationMenu.set({ status: 'ready', foods, differences: differences.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-locations.menuLoadFailed'));
    $locationMenu.set({ status: 'error', message });
    toast.error(message);
  }
}

/** Saves one cell (PUT /api/locations/{id}/menu/{foodId}); the failure's message for the cell, or null once saved. */
export async function saveDishCell(locationId: number, foodId: string, cell: DishCell): Promise<string | null> {
  try {
    const answer = await callApi('PUT', '/api/locations/:id/menu/:foodId', {
      param: { id: String(locationId), foodId },
      json: cell,
    });
    const menu = $locationMenu.get();
    if (menu.status === 'ready') $locationMenu.set({ ...menu, differences: withDish(menu.differences, answer.data) });
    toast.success(answer.message);
    return null;
  } catch (error) {
    const message = failureMessage(error, t('admin-locations.menuSaveFailed'));
    toast.error(message);
    return message;
  }
}
