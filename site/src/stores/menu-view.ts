import { atom, computed, onMount } from 'nanostores';
import { ALL_CATEGORIES } from '../../../domain/catalogue.ts';
import { filterByCategory, menuCategoryFromSearch } from '../../../domain/menu-groups.ts';
import { filterByDiet, NO_DIET_FILTER, readDietFilter, type DietFilter } from '../../../domain/diet-filter.ts';
import { applySearch } from '../../../domain/menu-search.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';
import { $foods } from './catalogue.ts';

/**
 * How the visitor narrows the menu: category, diet filter and search. Apart from the catalogue
 * (catalogue.ts), which every page with dishes loads, so that a dish page does not download the
 * menu's filters and search (`bench/page-js.ts`).
 */

/** The selected filter, 'All' by default: a main category's name (its subcategories' dishes too). */
export const $category = atom<string>(ALL_CATEGORIES);
/** Within it, the subcategory chosen in the second row; null: all of the main category. */
export const $subcategory = atom<string | null>(null);
/** The customer's diet and allergy filter, remembered in the browser. */
export const $dietFilter = atom<DietFilter>(NO_DIET_FILTER);
/** What the visitor typed in the menu's search, and the dish ids it found (null: no search). */
export const $searchQuery = atom<string>('');
export const $searchHits = atom<readonly string[] | null>(null);
export const $filteredFoods = computed([$foods, $category, $subcategory, $dietFilter, $searchHits], (foods, category, sub, diet, hits) =>
  filterByDiet(filterByCategory(filterByCategory(applySearch(foods, hits), category), sub ?? ALL_CATEGORIES), diet),
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
  $subcategory.set(null);
  $category.set(category);
}

export function selectSubcategory(subcategory: string | null): void {
  $subcategory.set(subcategory);
}

/** The category a menu address names (a dish page's breadcrumb links there), chosen as the page opens. */
export function selectCategoryFromAddress(search: string): void {
  const asked = menuCategoryFromSearch(search);
  if (!asked) return;
  selectCategory(asked.category);
  $subcategory.set(asked.subcategory);
}
