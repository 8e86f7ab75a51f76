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

export const CATEGORY_PARAM = 'category';
export const SUBCATEGORY_PARAM = 'sub';

/** The menu at a category ("/menu?category=Fruit%20%26%20Veg&sub=Fruit"): a dish page's breadcrumb links there. */
export function menuCategoryPath(main: string, subcategory?: string): string {
  const query = new URLSearchParams({ [CATEGORY_PARAM]: main });
  if (subcategory !== undefined) query.set(SUBCATEGORY_PARAM, subcategory);
  return `/menu?${query.toString()}`;
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

export function findFood(foods: readonly Food[], id: string): Food | undefined {
  return foods.find((food) => food._id === id || food.id === id);
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
