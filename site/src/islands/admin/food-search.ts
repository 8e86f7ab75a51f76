import { barcodeDigits } from '../../../../domain/barcode.ts';
import type { Food } from '../../../../domain/food.ts';
import { foldForSearch } from '../../../../domain/search-text.ts';

/** What Manage Foods' search reads of a product: its name, SKU and barcode. */
export type SearchedFood = Pick<Food, 'id' | 'name' | 'sku' | 'barcode'>;

/** The products whose name, SKU or barcode holds what was typed, without case or accents; all of them for nothing typed. */
export function foodsFound<Item extends SearchedFood>(foods: readonly Item[], typed: string): readonly Item[] {
  const wanted = foldForSearch(typed);
  if (wanted === '') return foods;
  const digits = barcodeDigits(wanted);
  return foods.filter(
    (food) =>
      foldForSearch(food.name).includes(wanted) ||
      (food.sku !== null && foldForSearch(food.sku).includes(wanted)) ||
      (food.barcode !== null && digits !== '' && food.barcode.includes(digits)),
  );
}

/**
 * The products whose barcode or SKU is exactly the code typed (a scanner types a barcode's digits
 * and presses Enter): a barcode compared by its digits, an SKU without case or accents.
 */
export function foodsWithCode<Item extends SearchedFood>(foods: readonly Item[], typed: string): readonly Item[] {
  const code = foldForSearch(typed);
  if (code === '') return [];
  const digits = barcodeDigits(code);
  return foods.filter(
    (food) => (food.barcode !== null && food.barcode === digits) || (food.sku !== null && foldForSearch(food.sku) === code),
  );
}
