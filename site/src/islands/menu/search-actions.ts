import type { Food } from '../../../../domain/food.ts';
import { normaliseQuery, SEARCH_PARAM } from '../../../../domain/menu-search.ts';
import { $foods, $searchHits, $searchQuery, loadCatalogue } from '../../stores/catalogue.ts';
import { buildMenuIndex } from './menu-search-index.ts';

let index: { foods: readonly Food[]; search: (query: string) => string[] } | undefined;

/**
 * Searches the menu for what the visitor typed, keeps it in the address (?q=, so the search can
 * be shared), and narrows the menu to the hits. Loaded with the search library on the first
 * keystroke; the index is rebuilt only when the menu itself changed.
 */
export async function runSearch(text: string): Promise<void> {
  $searchQuery.set(text);
  const url = new URL(window.location.href);
  const query = normaliseQuery(text);
  if (query) url.searchParams.set(SEARCH_PARAM, query);
  else url.searchParams.delete(SEARCH_PARAM);
  window.history.replaceState(window.history.state, '', url);
  if (!query) {
    $searchHits.set(null);
    return;
  }
  await loadCatalogue();
  const foods = $foods.get();
  if (index?.foods !== foods) index = { foods, search: buildMenuIndex(foods) };
  // A later keystroke has its own search: this one's answer is stale.
  if ($searchQuery.get() === text) $searchHits.set(index.search(query));
}
