import type { Database } from '../../../db/client.ts';
import type { CategoryWithCount } from '../../../domain/categories.ts';
import { selectCategoriesWithCounts } from './category-store.ts';

/** Every category in the owner's order, each with its number of dishes (what the menu cache holds). */
export function listCategories(db: Database): Promise<CategoryWithCount[]> {
  return selectCategoriesWithCounts(db);
}
