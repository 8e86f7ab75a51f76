import { findFood, menuCategoryPath } from './catalogue.ts';
import type { Food } from './food.ts';

export type DishView = { kind: 'dish'; food: Food } | { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: string };

export interface DishViewInput {
  /** The dish asked for; null while the page has not read it from the address yet. */
  id: string | null;
  /** The catalogue as last received or cached. */
  foods: readonly Food[];
  loading: boolean;
  error: string | null;
  /** The dish as it was when the page was built, if it was pre-rendered. */
  initial?: Food | undefined;
}

/**
 * What the dish page shows. The catalogue wins once it has the dish (fresh price and stock);
 * until then the pre-rendered dish, else a spinner. Once loading has ended the answer is
 * definite: a dish the catalogue lacks is not found, never an endless spinner.
 * When loading failed the page keeps what it knows, or says why it cannot tell.
 */
export function viewDish({ id, foods, loading, error, initial }: DishViewInput): DishView {
  if (id === '') return { kind: 'not-found' };
  const current = id === null ? undefined : findFood(foods, id);
  if (current) return { kind: 'dish', food: current };
  if (initial && (loading || id === null || error !== null)) return { kind: 'dish', food: initial };
  if (loading || id === null) return { kind: 'loading' };
  if (error !== null) return { kind: 'error', message: error };
  return { kind: 'not-found' };
}

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
