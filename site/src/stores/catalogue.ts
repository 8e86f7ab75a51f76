import { atom, computed, onMount } from 'nanostores';
import { filterByDiet, NO_DIET_FILTER, readDietFilter, type DietFilter } from '../../../domain/diet-filter.ts';
import { applySearch } from '../../../domain/menu-search.ts';
import { ALL_CATEGORIES, SERVED_MENU_ID, filterByCategory } from '../../../domain/catalogue.ts';
import { isFood, type Food } from '../../../domain/food.ts';
import { callApi, errorMessage } from '../lib/api.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';
import { toast } from './toasts.ts';

const CACHE_KEY = 'cachedFoods';
export const LOADING_FOODS_MESSAGE = 'Loading foods from server...';
export const FOODS_FAILED_MESSAGE = 'Failed to fetch foods';

/** The whole menu as last received (or cached). */
export const $foods = atom<Food[]>([]);
/** The selected filter, 'All' by default. */
export const $category = atom<string>(ALL_CATEGORIES);
export const $catalogueLoading = atom<boolean>(true);
export const $catalogueError = atom<string | null>(null);
/** The customer's diet and allergy filter, remembered in the browser. */
export const $dietFilter = atom<DietFilter>(NO_DIET_FILTER);
/** What the visitor typed in the menu's search, and the dish ids it found (null: no search). */
export const $searchQuery = atom<string>('');
export const $searchHits = atom<readonly string[] | null>(null);
export const $filteredFoods = computed([$foods, $category, $dietFilter, $searchHits], (foods, category, diet, hits) =>
  filterByDiet(filterByCategory(applySearch(foods, hits), category), diet),
);

const DIET_KEY = 'dietFilter';
onMount($dietFilter, () => {
  $dietFilter.set(readDietFilter(readStored(DIET_KEY)));
  return $dietFilter.listen((filter) => writeStored(DIET_KEY, filter));
});

export function setDietFilter(filter: DietFilter): void {
  $dietFilter.set(filter);
}

export function selectCategory(category: string): void {
  $category.set(category);
}

let loading: Promise<void> | undefined;

/**
 * Starts the catalogue from the menu the server wrote into the page (docs/decisions/011), and
 * asks the API again only once the visitor first taps or types, so a page left open for long
 * still adds today's prices to the cart. A page without it (the dev server) shows the cached
 * menu at once, then the server's. Any number of islands may call this; the page loads once.
 */
export function loadCatalogue(): Promise<void> {
  loading ??= startCatalogue();
  return loading;
}

/**
 * As loadCatalogue, for a visitor already using the page (the menu island starts at the first
 * click, key or scroll): a served menu is refreshed now rather than at the next tap.
 */
export function loadCatalogueInUse(): Promise<void> {
  const loaded = loadCatalogue();
  refreshServedMenu();
  return loaded;
}

function startCatalogue(): Promise<void> {
  const served = readServedMenu();
  if (!served) return fetchCatalogue();
  $foods.set(served);
  $catalogueLoading.set(false);
  refreshing = 'at the first tap';
  for (const type of FIRST_INTERACTION) window.addEventListener(type, refreshServedMenu, { capture: true, passive: true });
  return Promise.resolve();
}

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;
let refreshing: 'not served' | 'at the first tap' | 'asked' = 'not served';

function refreshServedMenu(): void {
  if (refreshing !== 'at the first tap') return;
  refreshing = 'asked';
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, refreshServedMenu, true);
  void refreshQuietly();
}

function readServedMenu(): Food[] | undefined {
  const text = document.getElementById(SERVED_MENU_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isFood) : undefined;
  } catch {
    return undefined;
  }
}

/** The page already shows a menu: a failed refresh keeps it, without a word. */
async function refreshQuietly(): Promise<void> {
  try {
    const answer: unknown = await callApi('GET', '/api/foods');
    // Re-rendering a whole menu for the same dishes would hold up the visitor's tap.
    const foods = Array.isArray(answer) ? answer.filter(isFood) : undefined;
    if (foods && JSON.stringify(foods) !== JSON.stringify($foods.get())) $foods.set(foods);
  } catch {
    // Offline or the server is busy: the menu the page came with stays.
  }
}

async function fetchCatalogue(): Promise<void> {
  const cached = readStored<unknown>(CACHE_KEY);
  if (Array.isArray(cached) && $foods.get().length === 0) $foods.set(cached.filter(isFood));
  const loadingToast = toast.loading(LOADING_FOODS_MESSAGE);
  try {
    const answer: unknown = await callApi('GET', '/api/foods');
    // Only an array is read; anything else is ignored.
    if (Array.isArray(answer)) {
      const foods = answer.filter(isFood);
      $foods.set(foods);
      writeStored(CACHE_KEY, foods);
    }
    $catalogueError.set(null);
  } catch (error) {
    const message = errorMessage(error, FOODS_FAILED_MESSAGE);
    $catalogueError.set(message);
    toast.error(message);
  } finally {
    toast.dismiss(loadingToast);
    $catalogueLoading.set(false);
  }
}
