import { type Stock, type StockReasonCode, stockState } from '../../../../../domain/stock.ts';
import type { WeightUnit } from '../../../../../domain/sale-quantity.ts';
import { weightText } from '../../../../../domain/weight-text.ts';
import { type MessageKey, pageLanguage, t } from '../../../i18n/t.ts';

/** A quantity of stock as the owner reads it: a weight with its unit ("12.5 kg") for a product sold by weight, else a count. */
export function stockQuantityText(quantity: number, unit: WeightUnit | null): string {
  return unit === null ? new Intl.NumberFormat(pageLanguage()).format(quantity) : weightText(quantity, unit, pageLanguage());
}

/**
 * A tracked product's stock as the owner reads it ("12 in stock", "Low: 1.25 kg left", "Out of
 * stock"); null when untracked. `unit`: the weight a product sold by weight is kept in.
 */
export function stockWords(stock: Stock, unit: WeightUnit | null): string | null {
  const state = stockState(stock);
  if (state === 'untracked') return null;
  if (state === 'out') return t('admin-foods.stockOut');
  const quantity = stockQuantityText(stock.quantity ?? 0, unit);
  return state === 'low' ? t('admin-foods.stockLow', { left: quantity }) : t('admin-foods.stockIn', { count: quantity });
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
