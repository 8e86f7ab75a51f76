import type { Food } from './food.ts';

/**
 * The menu search's rules that every menu page needs: its address and how a typed query is read
 * and applied. What the search reads of a dish is ./search-document.ts.
 */

/** The address's search parameter: /menu?q=paneer opens the menu searched. */
export const SEARCH_PARAM = 'q';
export const SEARCH_MAX_LENGTH = 100;

/** A typed query as searched: spaces at the ends dropped, runs of them made one, kept short. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The dishes a search found, best first, narrowed like the rest of the menu (by the category and
 * diet already chosen): `hits` are dish ids from the index; null means no search.
 */
export function applySearch(foods: readonly Food[], hits: readonly string[] | null): Food[] {
  if (hits === null) return [...foods];
  const byId = new Map(foods.map((food) => [food._id, food]));
  return hits.flatMap((id) => byId.get(id) ?? []);
}
