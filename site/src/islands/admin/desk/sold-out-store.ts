import { atom } from 'nanostores';
import { callApi, failureMessage } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';
import { type DeskDish, withMark } from './sold-out-list.ts';

/**
 * The desk's sold-out marks for one location, as GET /api/desk/menu answered them, and the one
 * tap that changes one (PUT /api/desk/sold-out/{foodId}).
 */
export type SoldOutState =
  | { status: 'loading'; locationId: number }
  | { status: 'ready'; locationId: number; dishes: DeskDish[] }
  | { status: 'error'; locationId: number; message: string };

export const $soldOut = atom<SoldOutState | null>(null);

export async function loadSoldOut(locationId: number): Promise<void> {
  $soldOut.set({ status: 'loading', locationId });
  try {
    const { data } = await callApi('GET', '/api/desk/menu', { query: { location: locationId } });
    // A later choice of location wins over an answer still on its way.
    if ($soldOut.get()?.locationId !== locationId) return;
    $soldOut.set({ status: 'ready', locationId, dishes: data.dishes });
  } catch (error) {
    if ($soldOut.get()?.locationId !== locationId) return;
    $soldOut.set({ status: 'error', locationId, message: failureMessage(error, t('admin-desk.menuLoadFailed')) });
  }
}

/** Marks a dish sold out at the location, or back on sale there; the list shows it once the server has it. */
export async function markSoldOut(dish: DeskDish, soldOut: boolean, locationId: number): Promise<void> {
  try {
    const answer = await callApi('PUT', '/api/desk/sold-out/:foodId', { param: { foodId: dish.id }, json: { soldOut, locationId } });
    const state = $soldOut.get();
    if (state?.status === 'ready' && state.locationId === locationId) {
      $soldOut.set({ ...state, dishes: withMark(state.dishes, dish.id, answer.data.soldOut) });
    }
    toast.success(answer.message);
  } catch (error) {
    toast.error(failureMessage(error, t('admin-desk.soldOutFailed', { name: dish.name })));
    void loadSoldOut(locationId);
  }
}
