/**
 * Categories in two levels: main categories ("Fruit & Veg") and subcategories inside them
 * ("Fruit"). A dish sits in exactly one category, main or sub. Pure rules shared by the API (the
 * truth), the admin's screens and the storefront; no zod here, so the storefront can load it.
 */
import { CATEGORY_PATH_SEPARATOR } from './dish-page.ts';

/** A category as far as the tree cares: who it is, where it sits, what it is called. */
export interface PlacedCategory {
  id: string;
  name: string;
  parentId: string | null;
  position: number;
}

/** Why a category cannot go where it was asked to (answered at `errors.parentId`). */
export const CATEGORY_TREE_MESSAGES = {
  parentMissing: 'The category it goes inside does not exist.',
  parentItself: 'A category cannot go inside itself.',
  parentIsSubcategory: 'A subcategory cannot hold subcategories: choose a main category.',
  holdsSubcategories: 'A category that holds subcategories cannot go inside another.',
  deleteHoldsSubcategories: 'It holds subcategories: move or delete them first.',
} as const;

export { CATEGORY_PATH_SEPARATOR };

/**
 * Why `id` (null: a category not made yet) cannot sit inside `parentId`, or null when it can:
 * the parent exists, is not the category itself, is a main category, and the category moved
 * holds no subcategories of its own (two levels, never more).
 */
export function parentRefusal(
  categories: readonly Pick<PlacedCategory, 'id' | 'parentId'>[],
  id: string | null,
  parentId: string | null,
): string | null {
  if (parentId === null) return null;
  if (parentId === id) return CATEGORY_TREE_MESSAGES.parentItself;
  const parent = categories.find((category) => category.id === parentId);
  if (!parent) return CATEGORY_TREE_MESSAGES.parentMissing;
  if (parent.parentId !== null) return CATEGORY_TREE_MESSAGES.parentIsSubcategory;
  if (id !== null && holdsSubcategories(categories, id)) return CATEGORY_TREE_MESSAGES.holdsSubcategories;
  return null;
}

export function holdsSubcategories(categories: readonly Pick<PlacedCategory, 'parentId'>[], id: string): boolean {
  return categories.some((category) => category.parentId === id);
}

/**
 * The categories as the shop lists them: each main category in the owner's order (position),
 * followed by its subcategories in theirs. A subcategory whose parent is missing counts as a main one.
 */
export function categoryTreeOrder<C extends Pick<PlacedCategory, 'id' | 'parentId' | 'position'>>(categories: readonly C[]): C[] {
  const byPosition = [...categories].sort((a, b) => a.position - b.position);
  const ids = new Set(categories.map((category) => category.id));
  const isMain = (category: C) => category.parentId === null || !ids.has(category.parentId);
  return byPosition
    .filter(isMain)
    .flatMap((main) => [main, ...byPosition.filter((category) => !isMain(category) && category.parentId === main.id)]);
}

/** A category's id and its subcategories' ids: what asking for a main category's dishes covers. */
export function withSubcategories(categories: readonly Pick<PlacedCategory, 'id' | 'parentId'>[], id: string): string[] {
  return [id, ...categories.filter((category) => category.parentId === id).map((category) => category.id)];
}

/** Hidden from customers: hidden itself, or inside a hidden main category. */
export function hiddenFromCustomers<C extends { id: string; parentId: string | null; isHidden: boolean }>(
  category: C,
  byId: ReadonlyMap<string, C>,
): boolean {
  return category.isHidden || (category.parentId !== null && byId.get(category.parentId)?.isHidden === true);
}

/** The name of the main category `category` sits inside, or undefined for a main category. */
export function mainCategoryName<C extends Pick<PlacedCategory, 'id' | 'name' | 'parentId'>>(
  category: C | undefined,
  byId: ReadonlyMap<string, C>,
): string | undefined {
  return category?.parentId == null ? undefined : byId.get(category.parentId)?.name;
}

/** "Fruit & Veg › Fruit" for a subcategory, "Fruit & Veg" for a main one. */
export function categoryPathLabel<C extends Pick<PlacedCategory, 'id' | 'name' | 'parentId'>>(
  category: C,
  byId: ReadonlyMap<string, C>,
): string {
  const main = mainCategoryName(category, byId);
  return main === undefined ? category.name : `${main}${CATEGORY_PATH_SEPARATOR}${category.name}`;
}
