import { type Stock, type StockReasonCode, stockState } from '../../../../../domain/stock.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';

/** A tracked product's stock as the owner reads it ("12 in stock", "Low: 2 left", "Out of stock"); null when untracked. */
export function stockWords(stock: Stock): string | null {
  const state = stockState(stock);
  if (state === 'untracked') return null;
  if (state === 'out') return t('admin-foods.stockOut');
  return state === 'low'
    ? t('admin-foods.stockLow', { left: stock.quantity ?? 0 })
    : t('admin-foods.stockIn', { count: stock.quantity ?? 0 });
}

/** Each reason's name, as the dialog offers it and the history shows it. */
export const REASON_LABELS: Readonly<Record<StockReasonCode, MessageKey>> = {
  delivery: 'admin-foods.reasonDelivery',
  waste: 'admin-foods.reasonWaste',
  count: 'admin-foods.reasonCount',
  correction: 'admin-foods.reasonCorrection',
};

/** The amount's label by reason: what a count found, what came, what went, or by how much. */
export const AMOUNT_LABELS: Readonly<Record<StockReasonCode, MessageKey>> = {
  delivery: 'admin-foods.stockReceived',
  waste: 'admin-foods.stockWasted',
  count: 'admin-foods.stockCounted',
  correction: 'admin-foods.stockChangeBy',
};
