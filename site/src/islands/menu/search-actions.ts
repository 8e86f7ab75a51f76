import type { Food } from '../../../../domain/food.ts';
import { normaliseQuery, SEARCH_PARAM } from '../../../../domain/menu-search.ts';
import { $foods, loadCatalogue } from '../../stores/catalogue.ts';
import { $searchHits, $searchQuery } from '../../stores/menu-view.ts';
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
  const search = await prepareSearch();
  // A later keystroke has its own search: this one's answer is stale.
  if ($searchQuery.get() !== text) return;
  // Timed for the devtools and for bench/menu-search.ts.
  const searching = performance.now();
  const hits = search(query);
  performance.measure('menu-search', { start: searching });
  $searchHits.set(hits);
}

/**
 * The index for the menu as it is now, built (and run once, so the first real keystroke finds
 * it warm) when the visitor first focuses the box, before they type.
 */
export async function prepareSearch(): Promise<(query: string) => string[]> {
  await loadCatalogue();
  const foods = $foods.get();
  if (index?.foods !== foods) {
    const building = performance.now();
    index = { foods, search: buildMenuIndex(foods) };
    index.search('a');
    performance.measure('menu-search-index', { start: building });
  }
  return index.search;
}
