import { atom } from 'nanostores';
import type { StockChangeBody, StockHistoryAnswer } from '../../../../../domain/contracts/stock.ts';
import type { Food } from '../../../../../domain/food.ts';
import { t } from '../../../i18n/t.ts';
import { callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { loadAdminFoods } from '../food-store.ts';

/** A product's stock at a location with its latest changes by hand (GET /api/foods/{id}/stock). */
export type StockHistory = StockHistoryAnswer['data'];

/** The "Adjust stock" dialog: closed, or open on a product. */
export type StockEditor = { open: false } | { open: true; food: Food };
export const $stockEditor = atom<StockEditor>({ open: false });

export type StockHistoryState =
  | { status: 'loading'; history: StockHistory | null }
  | { status: 'ready'; history: StockHistory }
  | { status: 'error'; history: StockHistory | null; message: string };
export const $stockHistory = atom<StockHistoryState>({ status: 'loading', history: null });

export function openStockEditor(food: Food): void {
  $stockHistory.set({ status: 'loading', history: null });
  $stockEditor.set({ open: true, food });
}

export function closeStockEditor(): void {
  $stockEditor.set({ open: false });
}

/** The product's history at `location` (null: the first location); a late answer for another product is dropped. */
export async function loadStockHistory(foodId: string, location: number | null): Promise<void> {
  const { history } = $stockHistory.get();
  $stockHistory.set({ status: 'loading', history });
  const stillAsked = () => {
    const editor = $stockEditor.get();
    return editor.open && editor.food.id === foodId;
  };
  try {
    const answer = await callApi('GET', '/api/foods/:id/stock', {
      param: { id: foodId },
      query: location === null ? {} : { location },
    });
    if (stillAsked()) $stockHistory.set({ status: 'ready', history: answer.data });
  } catch (error) {
    if (stillAsked()) $stockHistory.set({ status: 'error', history, message: failureMessage(error, t('admin-foods.stockHistoryFailed')) });
  }
}

/**
 * Records a change by hand; on success the server's message is toasted, the dialog closes and the
 * list shows the new figure. A refusal (below zero, a field the server would not take) comes back
 * for the dialog to show, and nothing changed.
 */
export async function saveStockChange(
  food: Food,
  body: StockChangeBody,
): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> {
  try {
    const answer = await callApi('POST', '/api/foods/:id/stock', { param: { id: food.id }, json: body });
    toast.success(answer.message);
  } catch (error) {
    return { ok: false, message: failureMessage(error, t('admin-foods.stockSaveFailed')), errors: fieldMessages(error) };
  }
  closeStockEditor();
  await loadAdminFoods();
  return { ok: true };
}
