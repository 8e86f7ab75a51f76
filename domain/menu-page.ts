/**
 * A page of the menu's list (GET /api/foods?category=&limit=&cursor=): a grocer's thousands of
 * products are read as the customer moves, not all on arrival. The cursor is the last dish of the
 * page before, so a page reads on from where the last stopped even when the list has changed
 * before it; the list's own order (the storefront's) decides what comes next.
 */

export const MENU_PAGE_MAX = 500;

export const MENU_PAGE_MESSAGES = {
  limit: `limit is a whole number from 1 to ${MENU_PAGE_MAX}.`,
  cursor: 'That cursor is no dish of this list (removed since?): start again without one.',
} as const;

export interface MenuPage<Dish> {
  dishes: Dish[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}

/**
 * The dishes after `cursor` (from the start without one), at most `limit`, of `category` alone
 * when one is asked for (or of several: a main category and its subcategories). Undefined when
 * the cursor is no dish of the list.
 */
export function menuPage<Dish extends { id: string; categoryId: string }>(
  dishes: readonly Dish[],
  options: { category?: string | readonly string[] | undefined; limit?: number | undefined; cursor?: string | undefined },
): MenuPage<Dish> | undefined {
  const wanted =
    options.category === undefined ? undefined : new Set(typeof options.category === 'string' ? [options.category] : options.category);
  const listed = wanted === undefined ? dishes : dishes.filter((dish) => wanted.has(dish.categoryId));
  let start = 0;
  if (options.cursor !== undefined) {
    const at = listed.findIndex((dish) => dish.id === options.cursor);
    if (at === -1) return undefined;
    start = at + 1;
  }
  const end = options.limit === undefined ? listed.length : Math.min(listed.length, start + options.limit);
  const page = listed.slice(start, end);
  return { dishes: page, next: end < listed.length && page.length > 0 ? page.at(-1)!.id : null };
}

/**
 * Up to this many dishes a served page carries the whole menu, as a restaurant's always has; a
 * larger catalogue's pages carry what is on screen and the rest comes as the customer moves
 * (docs/product/large-catalogue.md).
 */
export const WHOLE_MENU_UP_TO = 300;

/** Whether pages carry the menu whole (see WHOLE_MENU_UP_TO). */
export function servesWholeMenu(dishCount: number): boolean {
  return dishCount <= WHOLE_MENU_UP_TO;
}
