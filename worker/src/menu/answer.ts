import type { FoodRow } from '../../../db/schema/index.ts';
import type { Food } from '../../../domain/food.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { fromMilli, type Stock, UNTRACKED } from '../../../domain/stock.ts';
import { type SaleRule, saleRuleOf } from '../../../domain/sale-quantity.ts';
import { type Content, unitPriceCents } from '../../../domain/unit-price.ts';
import { translationsField } from '../../../domain/menu-translations.ts';
import type { PlannedGroup } from './option-groups.ts';

/** A dish as the API speaks it (the menu's fields, prices in dollars) with its option groups as stored. */
export function toFood(
  row: Pick<
    FoodRow,
    | 'id'
    | 'name'
    | 'category'
    | 'categoryId'
    | 'priceCents'
    | 'image'
    | 'description'
    | 'isAvailable'
    | 'allergens'
    | 'dietary'
    | 'translations'
    | 'stockTracked'
    | 'stockLowAtMilli'
    | 'sku'
    | 'barcode'
    | 'contentAmountMilli'
    | 'contentUnit'
    | 'soldBy'
    | 'weightUnit'
    | 'quantityStepMilli'
    | 'minQuantityMilli'
    | 'maxQuantityMilli'
  > & {
    /** At the first location (thousandths); null or left out: none there. */
    stockQuantityMilli?: number | null;
  },
  optionGroups: readonly PlannedGroup[] = [],
  taxRate = 0,
): Food {
  const sale = saleRuleOf({ ...row, unit: row.weightUnit });
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    category: row.category,
    categoryId: row.categoryId ?? '',
    price: centsToDollars(row.priceCents),
    image: row.image,
    description: row.description,
    isAvailable: row.isAvailable,
    stock: row.stockTracked
      ? { tracked: true, quantity: fromMilli(row.stockQuantityMilli ?? 0), lowAt: fromMilli(row.stockLowAtMilli) }
      : UNTRACKED,
    sku: row.sku,
    barcode: row.barcode,
    ...contentAndUnitPrice(row.priceCents, contentOf(row), sale),
    ...sale,
    allergens: row.allergens,
    dietary: row.dietary,
    optionGroups: optionGroups.map(({ options, translations, ...group }) => ({
      ...group,
      ...translationsField(translations),
      options: options.map(({ priceCents, translations: optionTranslations, ...option }) => ({
        ...option,
        price: centsToDollars(priceCents),
        ...translationsField(optionTranslations),
      })),
    })),
    taxRate,
    // Ratings come from the reviews, added to the whole menu by ./menu-from-database.ts.
    rating: null,
    ...translationsField(row.translations),
  };
}

/** A location's differences from the menu (worker/src/locations/location-menu.ts): off there, sold out there, or its price there in cents. */
export interface DishAtLocation {
  foodId: string;
  isAvailable: boolean;
  priceCents: number | null;
  soldOut: boolean;
}

/**
 * The dishes as one location sells them: taken off there, sold out there, or at its own price,
 * and with its stock (thousandths by dish; a tracked dish it has no row for has none).
 */
export function atLocation(
  dishes: readonly Food[],
  differences: readonly DishAtLocation[],
  stockMilli: ReadonlyMap<string, number>,
): Food[] {
  const byDish = new Map(differences.map((difference) => [difference.foodId, difference]));
  return dishes.map((dish) => {
    const difference = byDish.get(dish.id);
    const stock: Stock = dish.stock.tracked ? { ...dish.stock, quantity: fromMilli(stockMilli.get(dish.id) ?? 0) } : dish.stock;
    if (!difference) return { ...dish, stock };
    return {
      ...dish,
      isAvailable: dish.isAvailable && difference.isAvailable && !difference.soldOut,
      price: difference.priceCents === null ? dish.price : centsToDollars(difference.priceCents),
      ...(difference.priceCents === null ? {} : contentAndUnitPrice(difference.priceCents, dish.content, dish)),
      stock,
    };
  });
}

function contentOf(row: Pick<FoodRow, 'contentAmountMilli' | 'contentUnit'>): Content | null {
  return row.contentAmountMilli === null || row.contentUnit === null
    ? null
    : { amount: fromMilli(row.contentAmountMilli), unit: row.contentUnit };
}

/**
 * A dish's content and the unit price its price makes (domain/unit-price.ts), as answers carry them;
 * a product sold by weight is priced per its unit already.
 */
function contentAndUnitPrice(priceCents: number, content: Content | null, sale: SaleRule): Pick<Food, 'content' | 'unitPrice'> {
  if (sale.unit) return { content, unitPrice: { amount: centsToDollars(priceCents), per: sale.unit } };
  const unitPrice = unitPriceCents(priceCents, content);
  return { content, unitPrice: unitPrice && { amount: centsToDollars(unitPrice.cents), per: unitPrice.per } };
}
