import type { FoodRow } from '../../../db/schema/index.ts';
import type { Food, FoodOptionGroup } from '../../../domain/food.ts';
import { centsToDollars } from '../../../domain/money.ts';

/** A dish as the API speaks it (the menu's fields, price in dollars) with its option groups. */
export function toFood(
  row: Pick<
    FoodRow,
    'id' | 'name' | 'category' | 'categoryId' | 'priceCents' | 'image' | 'description' | 'isAvailable' | 'allergens' | 'dietary'
  >,
  optionGroups: FoodOptionGroup[] = [],
  taxRate = 0,
): Food {
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
    allergens: row.allergens,
    dietary: row.dietary,
    optionGroups,
    taxRate,
  };
}
