import { SERVED_OUTLINE_ID } from '../../../domain/catalogue.ts';
import { type Food, isFood } from '../../../domain/food.ts';
import { isSearchIndexEntry } from '../../../domain/search-document.ts';
import type { SearchIndexEntry } from '../../../domain/contracts/menu.ts';
import { localePath, pageLanguage } from '../i18n/t.ts';
import { ApiError, callApi, errorMessage } from '../lib/api.ts';
import { chosenLocation, forgetChosenLocation } from './chosen-location.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';
import { $catalogueError, $catalogueLoading, $foods } from './catalogue.ts';
import { toast } from './toasts.ts';

/**
 * The catalogue's calls to the API, loaded when first made: a page that came with its menu asks
 * nothing before the visitor's first tap, so its first load goes without the API client and the
 * toasts (bench/page-js.ts). Only the catalogue's stores (catalogue.ts, dish-catalogue.ts) and the
 * menu's search (site/src/islands/menu/search-actions.ts) import this file, with import(), so it
 * stays a file of its own.
 */

const CACHE_KEY = 'cachedFoods';
export const LOADING_FOODS_MESSAGE = 'Loading foods from server...';
export const FOODS_FAILED_MESSAGE = 'Failed to fetch foods';

/**
 * The page's language, asked for under its prefix (/it/…); at the plain addresses the page is in
 * the shop's default language, which the API answers without being asked.
 */
function menuQuery(): { query?: { lang?: string; location?: number } } {
  const location = chosenLocation();
  const lang = localePath('/') === '/' ? undefined : pageLanguage();
  if (!location && !lang) return {};
  return { query: { ...(lang ? { lang } : {}), ...(location ? { location: location.id } : {}) } };
}

/** A read of the menu as the chosen location sells it; a location the shop no longer has is forgotten, and the shop's asked for. */
async function askAtChosenLocation<Answer>(ask: (query: ReturnType<typeof menuQuery>) => Promise<Answer>): Promise<Answer> {
  try {
    return await ask(menuQuery());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404 && chosenLocation())) throw error;
    forgetChosenLocation();
    return ask(menuQuery());
  }
}

function askMenu(): Promise<unknown> {
  return askAtChosenLocation((query) => callApi('GET', '/api/foods', query));
}

/** What the search reads of every dish of a catalogue (GET /api/foods/search-index), in the page's language. */
export async function askSearchIndex(): Promise<SearchIndexEntry[]> {
  const answer: unknown = await askAtChosenLocation((query) => callApi('GET', '/api/foods/search-index', query));
  return Array.isArray(answer) ? answer.filter(isSearchIndexEntry) : [];
}

/** The page already shows a menu: a failed refresh keeps it, without a word. Asked in the page's language, as the page's own menu is. */
export async function refreshQuietly(): Promise<void> {
  // A large catalogue's page carries part of the menu (./menu-parts.ts reads on from it): the
  // products it shows are refreshed, not the whole menu the page was spared.
  if (document.getElementById(SERVED_OUTLINE_ID)) return refreshShown();
  try {
    const answer: unknown = await askMenu();
    // Re-rendering a whole menu for the same dishes would hold up the visitor's tap.
    const foods = Array.isArray(answer) ? answer.filter(isFood) : undefined;
    if (foods && JSON.stringify(foods) !== JSON.stringify($foods.get())) $foods.set(foods);
  } catch {
    // Offline or the server is busy: the menu the page came with stays.
  }
}

/**
 * A page of one category's products (a main category's subcategories' included) after the product
 * `after`, from its start without: a large catalogue's rows and category pages read on with it.
 */
export async function fetchCategoryPage(categoryId: string, limit: number, after: string | undefined): Promise<Food[]> {
  const asked = menuQuery().query ?? {};
  const answer: unknown = await callApi('GET', '/api/foods', {
    query: { ...asked, category: categoryId, limit, ...(after === undefined ? {} : { cursor: after }) },
  });
  return Array.isArray(answer) ? answer.filter(isFood) : [];
}

/** Some products by id (at most 100), as the chosen location sells them, in the menu's order: a search's hits not read yet. */
export async function fetchDishes(ids: readonly string[]): Promise<Food[]> {
  const asked = menuQuery().query ?? {};
  const answer: unknown = await callApi('GET', '/api/foods', { query: { ...asked, ids: ids.join(',') } });
  return Array.isArray(answer) ? answer.filter(isFood) : [];
}

/**
 * A large catalogue's page shows some products, not the menu: those are asked for again (today's
 * prices, the chosen location's), quietly, and one gone from the menu since leaves the page.
 */
export async function refreshShown(): Promise<void> {
  const asked = new Set(
    $foods
      .get()
      .slice(0, 100)
      .map((dish) => dish._id),
  );
  if (asked.size === 0) return;
  try {
    const fresh = new Map((await fetchDishes([...asked])).map((dish) => [dish._id, dish]));
    $foods.set($foods.get().flatMap((dish) => (asked.has(dish._id) ? (fresh.get(dish._id) ?? []) : [dish])));
  } catch {
    // Offline or the server is busy: what the page came with stays.
  }
}

/** One product as the chosen location sells it, in the page's language. */
async function askDish(id: string): Promise<Food | undefined> {
  const answer: unknown = await callApi('GET', '/api/foods/:id', { param: { id }, ...menuQuery() });
  return isFood(answer) ? answer : undefined;
}

/** A product's page shows its product already: a failed refresh keeps it, without a word. */
export async function refreshDish(id: string): Promise<void> {
  try {
    const food = await askDish(id);
    if (food && JSON.stringify([food]) !== JSON.stringify($foods.get())) $foods.set([food]);
  } catch {
    // Offline or the server is busy: the product the page came with stays.
  }
}

/**
 * A product the page came without: asked for now; none (404) leaves the page to say it is not
 * found. Offline, the menu the service worker kept (site/public/sw.js answers /api/foods) has it.
 */
export async function fetchDish(id: string): Promise<void> {
  try {
    const food = await askDish(id).catch(async (error: unknown) => {
      // The server answered (a 404): that stands. No answer at all: the kept menu may have it.
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
      const kept: unknown = await askMenu();
      return Array.isArray(kept) ? kept.filter(isFood).find((dish) => dish._id === id) : undefined;
    });
    $foods.set(food ? [food] : []);
    $catalogueError.set(null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) $foods.set([]);
    else $catalogueError.set(errorMessage(error, FOODS_FAILED_MESSAGE));
  } finally {
    $catalogueLoading.set(false);
  }
}

/** A page without a served menu (the dev server): the cached menu at once, then the server's. */
export async function fetchCatalogue(): Promise<void> {
  const cached = readStored<unknown>(CACHE_KEY);
  if (Array.isArray(cached) && $foods.get().length === 0) $foods.set(cached.filter(isFood));
  const loadingToast = toast.loading(LOADING_FOODS_MESSAGE);
  try {
    const answer: unknown = await askMenu();
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
