import type { Category } from './categories.ts';
import { mainCategoryOf, menuCategoryPath, sameCategory, type OutlineCategory, type OutlineEntry } from './catalogue.ts';
import { menuCategoryFromSearch } from './menu-groups.ts';
import type { Food } from './food.ts';
import { menuPage } from './menu-page.ts';

export type { OutlineCategory, OutlineEntry } from './catalogue.ts';

/**
 * A large catalogue's pages (more than WHOLE_MENU_UP_TO dishes, ./menu-page.ts) carry what is on
 * screen, not every dish: the menu shows each main category as a row of its first dishes, the
 * first few rows filled as served and the others as the customer scrolls to them; a category's
 * page shows a page of its dishes and the next as the customer reads on. The outline names every
 * category and how many dishes it holds, so the page can lay out and link what it does not carry.
 * Pure: both servers and the islands read it (docs/product/large-catalogue.md).
 */

/** The dishes a category's row shows on the menu: two rows of three from md up, a swipe's worth on a phone. */
export const ROW_PREVIEW = 6;
/** The rows the served menu fills: the first screen and a little more. The others fill as they come near. */
export const FILLED_ROWS = 3;
/** The dishes of one page of a category. */
export const CATEGORY_PAGE_SIZE = 24;

const AFTER_PARAM = 'after';

/** A category's page after the dish `after` ("/menu?category=Fruit&after=apple"): the next page's address. */
export function categoryPagePath(main: string, subcategory?: string, after?: string): string {
  const path = menuCategoryPath(main, subcategory);
  return after === undefined ? path : `${path}&${new URLSearchParams({ [AFTER_PARAM]: after }).toString()}`;
}

/** The category, subcategory and page a menu address asks for, if it names a category. */
export function categoryPageAddress(search: string): { category: string; subcategory: string | null; after: string | undefined } | null {
  const asked = menuCategoryFromSearch(search);
  if (!asked) return null;
  return { ...asked, after: new URLSearchParams(search).get(AFTER_PARAM)?.trim() || undefined };
}

/** The main categories with dishes, each with its subcategories, in the menu's order (the dishes'). */
export function menuOutline(foods: readonly Food[], categories: readonly Category[]): OutlineCategory[] {
  const mains = new Map<string, OutlineCategory>();
  const idOf = (name: string, fallback: string) =>
    categories.find((category) => category.parentId == null && sameCategory(category.name, name))?.id ?? fallback;
  for (const food of foods) {
    const mainName = mainCategoryOf(food).trim();
    const key = mainName.toLowerCase();
    let main = mains.get(key);
    if (!main) {
      main = {
        id: food.mainCategory === undefined ? food.categoryId : idOf(mainName, food.categoryId),
        name: mainName,
        count: 0,
        subcategories: [],
      };
      mains.set(key, main);
    }
    main.count += 1;
    if (food.mainCategory === undefined) continue;
    const sub = main.subcategories.find((entry) => entry.id === food.categoryId);
    if (sub) sub.count += 1;
    else main.subcategories.push({ id: food.categoryId, name: food.category.trim(), count: 1 });
  }
  return [...mains.values()];
}

/** A category of the outline by its name (as the menu's addresses and filters name it), main or sub. */
export function outlineEntry(outline: readonly OutlineCategory[], name: string): OutlineEntry | undefined {
  for (const main of outline) {
    if (sameCategory(main.name, name)) return main;
    const sub = main.subcategories.find((entry) => sameCategory(entry.name, name));
    if (sub) return sub;
  }
  return undefined;
}

/** The ids a category's dishes carry: a main category's own and its subcategories'. */
export function categoryIdsOf(outline: readonly OutlineCategory[], entry: OutlineEntry): string[] {
  const main = outline.find((candidate) => candidate.id === entry.id);
  return main ? [main.id, ...main.subcategories.map((sub) => sub.id)] : [entry.id];
}

/** The first dishes of each of the first FILLED_ROWS main categories: what the served menu carries, and how far. */
export function servedRows(
  foods: readonly Food[],
  outline: readonly OutlineCategory[],
): { dishes: Food[]; read: Record<string, string | null> } {
  const read: Record<string, string | null> = {};
  const dishes = outline.slice(0, FILLED_ROWS).flatMap((main) => {
    const row = rowOf(foods, outline, main);
    read[main.id] = row.length < main.count ? row.at(-1)!.id : null;
    return row;
  });
  return { dishes, read };
}

/** A main category's first ROW_PREVIEW dishes. */
export function rowOf(foods: readonly Food[], outline: readonly OutlineCategory[], main: OutlineCategory): Food[] {
  const ids = new Set(categoryIdsOf(outline, main));
  const row: Food[] = [];
  for (const food of foods) {
    if (!ids.has(food.categoryId)) continue;
    row.push(food);
    if (row.length === ROW_PREVIEW) break;
  }
  return row;
}

/**
 * One page of a category (CATEGORY_PAGE_SIZE dishes after the dish `after`, from its start
 * without), and the dish the next page starts after (null on the last). Undefined when `after` is
 * no dish of the category.
 */
export function categoryPage(
  foods: readonly Food[],
  outline: readonly OutlineCategory[],
  entry: OutlineEntry,
  after: string | undefined,
): { dishes: Food[]; next: string | null } | undefined {
  return menuPage(foods, { category: categoryIdsOf(outline, entry), limit: CATEGORY_PAGE_SIZE, cursor: after });
}
