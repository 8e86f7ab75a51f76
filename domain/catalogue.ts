import type { Food } from './food.ts';

/** The menu's filter buttons, in the spec's order and spelling. */
export const MENU_FILTERS = ['All', 'pizza', 'burger', 'sushi', 'thali', 'Chicken'] as const;
export const ALL_CATEGORIES = 'All';

/** Categories are compared ignoring case ('Chicken' matches 'chicken'). */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function filterByCategory(foods: readonly Food[], category: string): Food[] {
  if (category === ALL_CATEGORIES) return [...foods];
  return foods.filter((food) => sameCategory(food.category, category));
}

export interface CategoryGroup {
  /** The heading a person sees: the filter's spelling when there is one. */
  label: string;
  foods: Food[];
}

/**
 * Groups dishes by category for the phone layout, one carousel each: the filter categories
 * first in their order, then any other category (e.g. pasta) alphabetically, so no dish is
 * hidden on a phone that a desktop visitor can see.
 */
export function groupByCategory(foods: readonly Food[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const food of foods) {
    const key = food.category.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.foods.push(food);
    else {
      const filterLabel = MENU_FILTERS.find((filter) => sameCategory(filter, key));
      groups.set(key, { label: filterLabel ?? food.category.trim(), foods: [food] });
    }
  }
  const order = (label: string) => {
    const index = MENU_FILTERS.findIndex((filter) => sameCategory(filter, label));
    return index === -1 ? MENU_FILTERS.length : index;
  };
  return [...groups.values()].sort(
    (a, b) => order(a.label) - order(b.label) || a.label.localeCompare(b.label),
  );
}

/**
 * Slides a looping coverflow needs: Swiper clones nothing, so a loop with fewer slides than
 * the visible ones plus one on each side shows gaps. The spec's rule (name longer than 3
 * characters) was a defect; Doorstep loops when there are enough slides (PRODUCT.md §6).
 */
export const CAROUSEL_MIN_SLIDES_TO_LOOP = 4;

export function canLoopCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL_MIN_SLIDES_TO_LOOP;
}

export function findFood(foods: readonly Food[], id: string): Food | undefined {
  return foods.find((food) => food._id === id || food.id === id);
}
