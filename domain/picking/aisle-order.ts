import { categoryTreeOrder, type PlacedCategory } from '../category-tree.ts';

/**
 * The order a picker walks the shop in (docs/product/picking.md, "The Picking screen"): the
 * categories as the shop lists them (each main category, then its subcategories), which is how a
 * grocer lays out its aisles; within a category by name, so two pickers read the same list. A line
 * whose product or category is gone comes last, in the order's own order.
 */
export function aisleOrder<L extends { index: number; categoryId: string | null; name: string }>(
  lines: readonly L[],
  categories: readonly Pick<PlacedCategory, 'id' | 'parentId' | 'position'>[],
): L[] {
  const rank = new Map(categoryTreeOrder(categories).map((category, place) => [category.id, place]));
  const rankOf = (line: L) => (line.categoryId === null ? undefined : rank.get(line.categoryId)) ?? Number.MAX_SAFE_INTEGER;
  return [...lines].sort((a, b) => rankOf(a) - rankOf(b) || a.name.localeCompare(b.name) || a.index - b.index);
}
