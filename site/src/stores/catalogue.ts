import { atom } from 'nanostores';
import { SERVED_MENU_ID } from '../../../domain/catalogue.ts';
import { isFood, type Food } from '../../../domain/food.ts';
import { chosenLocation } from './chosen-location.ts';

/** The whole menu as last received (or cached). */
export const $foods = atom<Food[]>([]);
export const $catalogueLoading = atom<boolean>(true);
export const $catalogueError = atom<string | null>(null);

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

/** The catalogue started another way: a product's page asks for its product alone (./dish-catalogue.ts). */
export function loadCatalogueFrom(start: () => Promise<void>): Promise<void> {
  loading ??= start();
  return loading;
}

function startCatalogue(): Promise<void> {
  const served = readServedMenu();
  if (!served) return import('./catalogue-calls.ts').then((calls) => calls.fetchCatalogue());
  return showServed(served);
}

/** Shows the dishes the page came with, and asks again (`refresh`: the whole menu by default) at the first tap. */
export function showServed(served: Food[], refresh?: (calls: CatalogueCalls) => Promise<void>): Promise<void> {
  if (refresh) refreshWith = refresh;
  $foods.set(served);
  $catalogueLoading.set(false);
  refreshing = 'at the first tap';
  // The served menu is the shop's; a chosen location's sold-out marks and prices are asked for at once.
  if (chosenLocation()) {
    refreshServedMenu();
    return Promise.resolve();
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, refreshServedMenu, { capture: true, passive: true });
  return Promise.resolve();
}

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;
let refreshing: 'not served' | 'at the first tap' | 'asked' = 'not served';
export type CatalogueCalls = typeof import('./catalogue-calls.ts');
/** What a refresh asks for: the whole menu, or a product page's one product. */
let refreshWith = (calls: CatalogueCalls) => calls.refreshQuietly();

function refreshServedMenu(): void {
  if (refreshing !== 'at the first tap') return;
  refreshing = 'asked';
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, refreshServedMenu, true);
  void import('./catalogue-calls.ts').then(
    (calls) => refreshWith(calls),
    () => undefined,
  );
}

export function readServedMenu(): Food[] | undefined {
  const text = document.getElementById(SERVED_MENU_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isFood) : undefined;
  } catch {
    return undefined;
  }
}
