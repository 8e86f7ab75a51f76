/**
 * Some dishes of the menu by id (GET /api/foods?ids=a,b,c): the menu of a large catalogue draws
 * the cards of search hits it has not loaded yet, a page of them at a time.
 */

export const DISHES_BY_ID_MAX = 100;
/** Enough for the longest ids (80 characters) of as many dishes, with their commas. */
const IDS_TEXT_MAX = DISHES_BY_ID_MAX * 81;

export const DISHES_BY_ID_MESSAGES = {
  ids: `ids lists 1 to ${DISHES_BY_ID_MAX} dish ids, separated by commas.`,
  alone: 'ids goes with lang and location only: not with include, category, limit or cursor.',
} as const;

/** The ids a query's `ids` lists, each once; undefined when it lists none, or more than DISHES_BY_ID_MAX. */
export function readDishIds(text: string): string[] | undefined {
  if (text.length > IDS_TEXT_MAX) return undefined;
  const ids = [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id !== '');
  return ids.length === 0 || ids.length > DISHES_BY_ID_MAX ? undefined : ids;
}

/** The dishes of `menu` whose ids are asked for, in the menu's order; an id no dish has is left out. */
export function dishesById<Dish extends { id: string }>(menu: readonly Dish[], ids: readonly string[]): Dish[] {
  const wanted = new Set(ids);
  return menu.filter((dish) => wanted.has(dish.id));
}
