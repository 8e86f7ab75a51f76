import type { SearchIndexEntry } from './contracts/menu.ts';
import type { Food } from './food.ts';

/**
 * What the menu's search reads of a dish: its name, description, category and option names, as
 * one document per dish. The index over them (site/src/islands/menu/menu-search-index.ts) is
 * built in the browser when the visitor first searches: from the dishes the page holds when it
 * holds the whole menu, else from GET /api/foods/search-index, these documents for every dish.
 * Apart from ./menu-search.ts, which every menu page loads: only the search's own code and the
 * server need these.
 */
export interface SearchDocument {
  id: string;
  name: string;
  description: string;
  category: string;
  options: string;
}

/**
 * A description is searched in its first 160 characters (to the last whole word): where a product
 * says what it is. A grocer's long texts (ingredients, storage) would make a catalogue's index
 * several times larger to fetch and build, and match nearly everything ('salt', 'water').
 */
export const SEARCHED_DESCRIPTION_LENGTH = 160;

export function searchDocument(food: Food): SearchDocument {
  return {
    id: food._id,
    name: food.name,
    description: searchedDescription(food.description),
    category: food.category,
    options: (food.optionGroups ?? []).flatMap((group) => [group.name, ...group.options.map((option) => option.name)]).join(' '),
  };
}

function searchedDescription(description: string): string {
  if (description.length <= SEARCHED_DESCRIPTION_LENGTH) return description;
  const cut = description.slice(0, SEARCHED_DESCRIPTION_LENGTH + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, SEARCHED_DESCRIPTION_LENGTH);
}

/** A dish's search document as GET /api/foods/search-index sends it: its fields in a row, without names. */
export function searchIndexEntry(food: Food): SearchIndexEntry {
  const { id, name, category, options, description } = searchDocument(food);
  return [id, name, category, options, description];
}

export function isSearchIndexEntry(value: unknown): value is SearchIndexEntry {
  return Array.isArray(value) && value.length === 5 && value.every((field) => typeof field === 'string');
}

export function searchDocumentOf([id, name, category, options, description]: SearchIndexEntry): SearchDocument {
  return { id, name, category, options, description };
}
