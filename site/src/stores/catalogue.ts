import { atom, computed } from 'nanostores';
import { ALL_CATEGORIES, filterByCategory } from '../../../domain/catalogue.ts';
import { isFood, type Food } from '../../../domain/food.ts';
import { apiRequest, errorMessage } from '../lib/api.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';
import { toast } from './toasts.ts';

const CACHE_KEY = 'cachedFoods';
export const LOADING_FOODS_MESSAGE = 'Loading foods from server...';
export const FOODS_FAILED_MESSAGE = 'Failed to fetch foods';

/** allItems in the spec: the whole menu as last received (or cached). */
export const $foods = atom<Food[]>([]);
/** comeCategory in the spec: the selected filter, 'All' by default. */
export const $category = atom<string>(ALL_CATEGORIES);
export const $catalogueLoading = atom<boolean>(true);
export const $catalogueError = atom<string | null>(null);
export const $filteredFoods = computed([$foods, $category], filterByCategory);

export function selectCategory(category: string): void {
  $category.set(category);
}

let loading: Promise<void> | undefined;

/**
 * Shows the cached menu at once, then replaces it with the server's. Any number of islands may
 * call this; the page fetches once. On failure the cached menu stays and an error toast says why.
 */
export function loadCatalogue(): Promise<void> {
  loading ??= fetchCatalogue();
  return loading;
}

async function fetchCatalogue(): Promise<void> {
  const cached = readStored<unknown>(CACHE_KEY);
  if (Array.isArray(cached) && $foods.get().length === 0) $foods.set(cached.filter(isFood));
  const loadingToast = toast.loading(LOADING_FOODS_MESSAGE);
  try {
    const answer = await apiRequest<unknown>('/api/foods');
    // The spec reads only an array; anything else is ignored.
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
