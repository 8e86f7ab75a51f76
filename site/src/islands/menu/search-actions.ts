import type { Food } from '../../../../domain/food.ts';
import { normaliseQuery, SEARCH_PARAM } from '../../../../domain/menu-search.ts';
import { searchDocumentOf } from '../../../../domain/search-document.ts';
import { $foods, loadCatalogue } from '../../stores/catalogue.ts';
import { $menuParts } from '../../stores/menu-parts.ts';
import { $searchHits, $searchQuery } from '../../stores/menu-view.ts';
import { buildMenuIndex, buildSearchIndex, type MenuSearch } from './menu-search-index.ts';

let menuIndex: { foods: readonly Food[]; search: MenuSearch } | undefined;
let catalogueIndex: Promise<MenuSearch> | undefined;

/**
 * Searches the menu for what the visitor typed, keeps it in the address (?q=, so the search can
 * be shared), and narrows the menu to the hits. Loaded with the search on the first focus or
 * keystroke; the index is built once (again only when the menu the page holds changes).
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
 * The search, ready when the visitor first focuses the box, before they type. A page that came
 * with the whole menu searches the dishes it holds (offline too); a page with part of a large
 * catalogue searches the catalogue's search index. `from` is the page's choice unless told:
 * bench/menu-search.ts asks for the catalogue's on a page that carries a large menu whole.
 */
export async function prepareSearch(from?: 'menu' | 'catalogue'): Promise<MenuSearch> {
  // Whether the page holds part of a large catalogue is known once its catalogue has started.
  await loadCatalogue();
  return (from ?? ($menuParts.get() ? 'catalogue' : 'menu')) === 'catalogue' ? prepareCatalogueSearch() : prepareMenuSearch();
}

async function prepareMenuSearch(): Promise<MenuSearch> {
  await loadCatalogue();
  const foods = $foods.get();
  if (menuIndex?.foods !== foods) menuIndex = { foods, search: timedBuild(() => buildMenuIndex(foods)) };
  return menuIndex.search;
}

/**
 * The whole catalogue's search, from GET /api/foods/search-index in the page's language, asked
 * for once. Without an answer (offline) the dishes the page holds are searched, and the index is
 * asked for again at the next keystroke.
 */
function prepareCatalogueSearch(): Promise<MenuSearch> {
  catalogueIndex ??= import('../../stores/catalogue-calls.ts')
    .then((calls) => calls.askSearchIndex())
    .then((entries) => timedBuild(() => buildSearchIndex(entries.map(searchDocumentOf))));
  return catalogueIndex.catch(() => {
    catalogueIndex = undefined;
    return prepareMenuSearch();
  });
}

/** Builds the index and runs it once, so the first real keystroke finds it warm; timed for bench/menu-search.ts. */
function timedBuild(build: () => MenuSearch): MenuSearch {
  const building = performance.now();
  const search = build();
  search('a');
  performance.measure('menu-search-index', { start: building });
  return search;
}
