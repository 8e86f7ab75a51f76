import { LOW_STOCK } from '../../../../domain/dish-view.ts';
import type { Food } from '../../../../domain/food.ts';
import { lowStockLeft } from '../../../../domain/stock-state.ts';
import { t } from '../../i18n/t.ts';

/** "Only 3 left" while the dish's stock is low, where the served card and page write it (worker/src/pages/menu-markup.ts). */
export function LowStock({ food }: { food: Food }) {
  const left = lowStockLeft(food);
  return left === null ? null : <p className={LOW_STOCK.className}>{t(LOW_STOCK.message, { count: left })}</p>;
}
