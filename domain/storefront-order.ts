import type { Category } from './categories.ts';
import { categoryTreeOrder, hiddenFromCustomers, mainCategoryName } from './category-tree.ts';
import type { Food } from './food.ts';

// The servers' part of the menu's order (worker/src/menu/menu-cache.ts): apart from
// ./catalogue.ts, which every shop page loads, so the category tree stays off the first load.

/**
 * The dishes a customer sees, in the owner's order: by their category's place (each main category,
 * then its subcategories: domain/category-tree.ts), then as they were added; dishes of hidden
 * categories, and of subcategories of hidden ones, left out. A subcategory's dishes carry the
 * name of its main category (`mainCategory`), so the storefront groups them without the
 * categories. Without categories (a dish list alone), as given.
 */
export function storefrontOrder(
  foods: readonly Food[],
  categories: readonly Pick<Category, 'id' | 'name' | 'position' | 'isHidden' | 'parentId'>[],
): Food[] {
  if (categories.length === 0) return [...foods];
  const byId = new Map(categories.map((category) => [category.id, category]));
  const place = new Map(categoryTreeOrder(categories).map((category, index) => [category.id, index]));
  const rank = (food: Food) => place.get(food.categoryId) ?? Number.MAX_SAFE_INTEGER;
  return foods
    .filter((food) => {
      const category = byId.get(food.categoryId);
      return !category || !hiddenFromCustomers(category, byId);
    })
    .map((food, index) => ({ food, index }))
    .sort((a, b) => rank(a.food) - rank(b.food) || a.index - b.index)
    .map(({ food }) => {
      const mainCategory = mainCategoryName(byId.get(food.categoryId), byId);
      return mainCategory === undefined ? food : { ...food, mainCategory };
    });
}
