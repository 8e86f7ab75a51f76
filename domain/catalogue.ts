import type { Category } from './categories.ts';
import { PLACEHOLDER_IMAGE, type Food } from './food.ts';
import { formatDollars } from './money.ts';

export const ALL_CATEGORIES = 'All';

/** Categories are compared ignoring case ('Chicken' matches 'chicken'). */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The main category a dish is listed under: its category's main one, or its category when that is main. */
export function mainCategoryOf(food: Pick<Food, 'category' | 'mainCategory'>): string {
  return food.mainCategory ?? food.category;
}

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

const CATEGORY_PARAM = 'category';
const SUBCATEGORY_PARAM = 'sub';

/** The menu at a category ("/menu?category=Fruit%20%26%20Veg&sub=Fruit"): a dish page's breadcrumb links there. */
export function menuCategoryPath(main: string, subcategory?: string): string {
  const query = new URLSearchParams({ [CATEGORY_PARAM]: main });
  if (subcategory !== undefined) query.set(SUBCATEGORY_PARAM, subcategory);
  return `/menu?${query.toString()}`;
}

/** The category (and subcategory) an address of the menu asks for, if any. */
export function menuCategoryFromSearch(search: string): { category: string; subcategory: string | null } | null {
  const query = new URLSearchParams(search);
  const category = query.get(CATEGORY_PARAM)?.trim();
  if (!category) return null;
  return { category, subcategory: query.get(SUBCATEGORY_PARAM)?.trim() || null };
}

/** A home page tile: a category with dishes on the menu, its picture and its lowest price. */
export interface CategoryTile {
  id: string;
  name: string;
  image: string;
  description: string;
  /** The lowest price of its dishes, written in the shop's currency ('$9.99'): 'From $9.99' on the tile. */
  lowestPrice: string;
}

/**
 * The tiles the home page shows: shown main categories that have dishes on the menu (their
 * subcategories' count), in the owner's order.
 */
export function categoryTiles(categories: readonly Category[], foods: readonly Food[]): CategoryTile[] {
  return [...categories]
    .filter((category) => !category.isHidden && category.parentId == null)
    .sort((a, b) => a.position - b.position)
    .flatMap((category) => {
      const inside = new Set([category.id, ...categories.filter((sub) => sub.parentId === category.id).map((sub) => sub.id)]);
      const prices = foods.filter((food) => inside.has(food.categoryId)).map((food) => food.price);
      if (prices.length === 0) return [];
      const { id, name, image, description } = category;
      return [{ id, name, image: image || PLACEHOLDER_IMAGE, description, lowestPrice: formatDollars(Math.min(...prices)) }];
    });
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
/** The home page's category tiles as data for their island (categoryTiles). */
export const SERVED_TILES_ID = 'category-tiles-data';

/** A category as a large catalogue's outline names it (domain/menu-outline.ts). */
export interface OutlineEntry {
  /** The category's id: GET /api/foods?category=<id> reads its dishes. */
  id: string;
  name: string;
  /** Its dishes on the menu (a main category's subcategories' included). */
  count: number;
}

export interface OutlineCategory extends OutlineEntry {
  /** Its subcategories that have dishes, in the menu's order. */
  subcategories: OutlineEntry[];
}

/**
 * What a large catalogue's page hands its islands beside the products it shows: the outline, how
 * far it read each category it shows (the product the next page starts after; null: all of it),
 * and the category whose page started after a product (`&after=`), whose first ones it lacks.
 */
export interface ServedParts {
  outline: OutlineCategory[];
  read: Record<string, string | null>;
  startedLate: string | null;
}

/** The id of the data block in which a large catalogue's page hands its islands the outline. */
export const SERVED_OUTLINE_ID = 'menu-outline';
