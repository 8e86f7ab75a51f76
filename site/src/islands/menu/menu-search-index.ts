import MiniSearch from 'minisearch';
import type { Food } from '../../../../domain/food.ts';
import { searchDocument, type SearchDocument } from '../../../../domain/menu-search.ts';

/**
 * The menu's search index (MiniSearch): loaded and built only once a visitor searches. Every word
 * typed must match (a word's start counts, and one slip of a letter in a word of four or more: 'piza', 'tandori'); a
 * match in the name weighs most, then the category, the options, the description.
 */
export function buildMenuIndex(foods: readonly Food[]): (query: string) => string[] {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'category', 'options', 'description'],
    // 'jalapenos' finds Jalapeños, 'creme' Crème Brûlée.
    processTerm: (term) =>
      term
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    searchOptions: {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      boost: { name: 4, category: 2, options: 1.5 },
    },
  });
  index.addAll(foods.map(searchDocument));
  return (query) => index.search(query).map((result) => String(result.id));
}
