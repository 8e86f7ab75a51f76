import type { Database } from '../../../db/client.ts';
import { CATALOGUE_COLUMN_NAMES, CATALOGUE_COLUMNS, rowOfProduct } from '../../../domain/catalogue-file.ts';
import { listFoods } from '../menu/list-foods.ts';
import { categoryPlaces } from './category-places.ts';
import { csvOf } from '../reports/csv.ts';

/**
 * GET /api/admin/catalogue/export.csv: every product (hidden categories' too) in the columns the
 * import reads, with the first location's stock read now, so importing it back changes nothing.
 * A subcategory's product names its category by its path ("Fruit & Veg > Fruit").
 */
export async function exportCatalogue(db: Database): Promise<string> {
  const [products, places] = await Promise.all([listFoods(db), categoryPlaces(db)]);
  return csvOf(
    products.map((food) => {
      const row = rowOfProduct(food, places.mainOf(food.categoryId));
      return CATALOGUE_COLUMN_NAMES.map((column) => row[column]);
    }),
    CATALOGUE_COLUMN_NAMES,
  );
}

/** GET /api/admin/catalogue/template.csv: the header and one example product (docs/product/catalogue-file.md says what each column holds). */
export function catalogueTemplate(): string {
  const example: Record<string, string> = {
    sku: 'TOM-500',
    id: '',
    name: 'Vine tomatoes 500 g',
    category: 'Fruit & Veg',
    price: '2.49',
    description: 'Ripened on the vine.',
    image: '',
    available: 'yes',
    barcode: '4006381333931',
    content_amount: '500',
    content_unit: 'g',
    sold_by: 'unit',
    unit: '',
    quantity_step: '1',
    min_quantity: '1',
    max_quantity: '',
    track_stock: 'yes',
    stock: '40',
    low_stock_at: '5',
    allergens: '',
    dietary: 'vegan|halal',
  };
  return csvOf(
    [CATALOGUE_COLUMN_NAMES.map((column) => example[column] ?? '')],
    CATALOGUE_COLUMNS.map((column) => column.name),
  );
}
