import { ALL_CATEGORIES, CATEGORY_PARAM, mainCategoryOf, SUBCATEGORY_PARAM, sameCategory } from './catalogue.ts';
import type { Food } from './food.ts';

/**
 * How the storefront's menu groups and narrows its dishes: by category and subcategory, the
 * filters' buttons, a category asked for by the address, the carousels' loop. Apart from
 * ./catalogue.ts, which every shop page loads (a product's page among them), so that only the
 * pages that draw the menu load these (astro.config.mjs, the 'menu-view' group).
 */

/** A main category's dishes, its subcategories' included; a subcategory's own when one is named. */
export function filterByCategory(foods: readonly Food[], category: string): Food[] {
  if (category === ALL_CATEGORIES) return [...foods];
  return foods.filter((food) => sameCategory(mainCategoryOf(food), category) || sameCategory(food.category, category));
}

/** The subcategories of `main` that have dishes on the menu, in the menu's order. */
export function subcategoriesOf(foods: readonly Food[], main: string): string[] {
  const names = new Map<string, string>();
  for (const food of foods) {
    if (food.mainCategory !== undefined && sameCategory(food.mainCategory, main))
      names.set(food.category.trim().toLowerCase(), food.category.trim());
  }
  return [...names.values()];
}

export interface CategoryGroup {
  /** The heading a person sees: the category's name. */
  label: string;
  foods: Food[];
}

/**
 * Groups dishes by category, one carousel each on a phone, in the order the dishes come (the
 * server sends them in the owner's order of categories), so no dish is hidden on a phone that a
 * desktop visitor can see.
 */
export function groupByCategory(foods: readonly Food[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const food of foods) {
    const key = food.category.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.foods.push(food);
    else groups.set(key, { label: food.category.trim(), foods: [food] });
  }
  return [...groups.values()];
}

/** The menu's filter buttons: every dish, then each main category the menu has, in its order. */
export function menuFilters(foods: readonly Food[]): string[] {
  const mains = new Map<string, string>();
  for (const food of foods) {
    const main = mainCategoryOf(food).trim();
    if (!mains.has(main.toLowerCase())) mains.set(main.toLowerCase(), main);
  }
  return [ALL_CATEGORIES, ...mains.values()];
}

/** The category (and subcategory) an address of the menu asks for, if any. */
export function menuCategoryFromSearch(search: string): { category: string; subcategory: string | null } | null {
  const query = new URLSearchParams(search);
  const category = query.get(CATEGORY_PARAM)?.trim();
  if (!category) return null;
  return { category, subcategory: query.get(SUBCATEGORY_PARAM)?.trim() || null };
}

/**
 * Slides a looping coverflow needs: Swiper clones nothing, so a loop with fewer slides than
 * the visible ones plus one on each side shows gaps. The storefront Doorstep replaces looped by
 * the length of a category's name (a defect); Doorstep loops when there are enough slides.
 */
export const CAROUSEL_MIN_SLIDES_TO_LOOP = 4;

export function canLoopCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL_MIN_SLIDES_TO_LOOP;
}

/**
 * A category tile or filter pressed again lets go of its choice, back to every dish; pressing
 * another one chooses it. Compared ignoring case, so the 'Burger' tile and 'burger' agree.
 */
export function toggleCategory(selected: string, pressed: string): string {
  return pressed !== ALL_CATEGORIES && sameCategory(selected, pressed) ? ALL_CATEGORIES : pressed;
}
