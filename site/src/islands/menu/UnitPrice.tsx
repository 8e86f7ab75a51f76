import { UNIT_PRICE } from '../../../../domain/dish-view.ts';
import type { Food } from '../../../../domain/food.ts';
import { formatDollars } from '../../../../domain/money.ts';
import { t } from '../../i18n/t.ts';

/** "€5.98 per kg" under a pack's price, where the served card and page write it (worker/src/pages/menu-markup.ts). */
export function UnitPrice({ food }: { food: Food }) {
  const unitPrice = food.unitPrice;
  if (!unitPrice) return null;
  return <p className={UNIT_PRICE.className}>{t(UNIT_PRICE.message, { price: formatDollars(unitPrice.amount), per: unitPrice.per })}</p>;
}
