import type { Food } from './food.ts';

/**
 * What the menu's search reads of a dish: its name, description, category and option names, as
 * one document per dish. The index over them (site/src/islands/menu/menu-search-index.ts) is
 * built in the browser when the visitor first searches.
 */
export interface SearchDocument {
  id: string;
  name: string;
  description: string;
  category: string;
  options: string;
}

/** The address's search parameter: /menu?q=paneer opens the menu searched. */
export const SEARCH_PARAM = 'q';
export const SEARCH_MAX_LENGTH = 100;

export function searchDocument(food: Food): SearchDocument {
  return {
    id: food._id,
    name: food.name,
    description: food.description,
    category: food.category,
    options: (food.optionGroups ?? []).flatMap((group) => [group.name, ...group.options.map((option) => option.name)]).join(' '),
  };
}

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
