import { menuCategoryPath } from './catalogue.ts';
import type { Food } from './food.ts';

/** A step of a dish's category path: its name and the menu's address at it. */
export interface CategoryStep {
  name: string;
  path: string;
}

/**
 * The breadcrumb a dish in a subcategory shows ("Fruit & Veg › Fruit", each a link back to the
 * menu at it), served and drawn alike; none for a dish of a main category, whose page stays as it was.
 */
export function categoryTrail(food: Pick<Food, 'category' | 'mainCategory'>): CategoryStep[] {
  if (food.mainCategory === undefined) return [];
  return [
    { name: food.mainCategory, path: menuCategoryPath(food.mainCategory) },
    { name: food.category, path: menuCategoryPath(food.mainCategory, food.category) },
  ];
}

/** The breadcrumb's classes, on the served page and the island's. */
/**
 * How a category path is written in the admin and the catalogue file, and between a breadcrumb's
 * steps: "Fruit & Veg › Fruit". Here, where the dish page reads it, so that page does not load the
 * category tree's rules (./category-tree.ts re-exports it).
 */
export const CATEGORY_PATH_SEPARATOR = ' › ';

export const CATEGORY_TRAIL_CLASSES = {
  list: 'flex flex-wrap items-center gap-x-2 text-sm font-semibold',
  link: 'inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2 hover:text-brand-800',
  separator: 'text-ink-muted',
} as const;
