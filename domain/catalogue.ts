import type { Category } from './categories.ts';
import type { Food } from './food.ts';

/** The menu's filter buttons, in the shop's order and spelling. */
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
 * the visible ones plus one on each side shows gaps. The storefront Doorstep replaces looped by
 * the length of a category's name (a defect); Doorstep loops when there are enough slides.
 */
export const CAROUSEL_MIN_SLIDES_TO_LOOP = 4;

export function canLoopCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL_MIN_SLIDES_TO_LOOP;
}

/**
 * The dishes a customer sees, in the owner's order: by their category's place, then as they were
 * added; dishes of hidden categories left out. Without categories (a dish list alone), as given.
 */
export function storefrontOrder(foods: readonly Food[], categories: readonly Pick<Category, 'id' | 'position' | 'isHidden'>[]): Food[] {
  if (categories.length === 0) return [...foods];
  const place = new Map(categories.map((category) => [category.id, category]));
  const rank = (food: Food) => place.get(food.categoryId)?.position ?? Number.MAX_SAFE_INTEGER;
  return foods
    .filter((food) => !place.get(food.categoryId)?.isHidden)
    .map((food, index) => ({ food, index }))
    .sort((a, b) => rank(a.food) - rank(b.food) || a.index - b.index)
    .map(({ food }) => food);
}

export function findFood(foods: readonly Food[], id: string): Food | undefined {
  return foods.find((food) => food._id === id || food.id === id);
}

/**
 * A category tile or filter pressed again lets go of its choice, back to every dish; pressing
 * another one chooses it. Compared ignoring case, so the 'Burger' tile and 'burger' agree.
 */
export function toggleCategory(selected: string, pressed: string): string {
  return pressed !== ALL_CATEGORIES && sameCategory(selected, pressed) ? ALL_CATEGORIES : pressed;
}

const DISH_PATH_PREFIX = '/dish/';

/** Where a dish's own page lives. */
export function dishPath(id: string): string {
  return `${DISH_PATH_PREFIX}${encodeURIComponent(id)}`;
}

/** The dish id in a /dish/<id> address (a trailing slash allowed), or null when there is none. */
export function dishIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith(DISH_PATH_PREFIX)) return null;
  const rest = pathname.slice(DISH_PATH_PREFIX.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}

/**
 * The id of the data block in which the server hands a page the menu it was written with
 * (docs/decisions/011); the islands' catalogue starts from it instead of asking the API.
 */
export const SERVED_MENU_ID = 'menu-data';
