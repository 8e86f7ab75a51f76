import { atom, map } from 'nanostores';
import type { Food } from '../../../domain/food.ts';
import { CATEGORY_PAGE_SIZE, type OutlineEntry, ROW_PREVIEW } from '../../../domain/menu-outline.ts';
import { SERVED_OUTLINE_ID, type ServedParts } from '../../../domain/catalogue.ts';
import { $foods } from './catalogue.ts';

/**
 * A large catalogue's menu read as the customer moves (domain/menu-outline.ts): each category's
 * products come a page at a time, after the last one read. Loaded with the menu's own cards
 * (islands/menu/MenuBody.tsx) and the search, never by a page that only shows what it was served.
 */

/**
 * The page's outline and how far it read each category it shows (domain/menu-outline.ts), as the
 * page came with them; null where the page carries the whole menu, which is then what $foods holds.
 */
export const $menuParts = atom<ServedParts | null>(readServedParts());

function readServedParts(): ServedParts | null {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(SERVED_OUTLINE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as ServedParts;
    return Array.isArray(parsed.outline) ? parsed : null;
  } catch {
    return null;
  }
}

export interface Reading {
  /** The product the next page starts after; null once the whole category is here. Absent: nothing read yet. */
  after?: string | null;
  loading: boolean;
  /** The last page asked for did not come (offline, or the server busy): the customer may try again. */
  failed: boolean;
}

/** How far each category (by id) has been read, starting from what the page came with. */
export const $reading = map<Record<string, Reading>>(
  Object.fromEntries(Object.entries($menuParts.get()?.read ?? {}).map(([id, after]) => [id, { after, loading: false, failed: false }])),
);

/** Whether a category has more to read than is here. */
export function hasMore(entry: OutlineEntry): boolean {
  return $reading.get()[entry.id]?.after !== null;
}

/** A main category's row: its first products, read once it comes near the screen. */
export function readRow(main: OutlineEntry): Promise<void> {
  if ($reading.get()[main.id]) return Promise.resolve();
  return readOn(main, ROW_PREVIEW);
}

/** The next page of a category ("Show more", or the end of its list coming near). */
export function readMore(entry: OutlineEntry): Promise<void> {
  return readOn(entry, CATEGORY_PAGE_SIZE);
}

async function readOn(entry: OutlineEntry, limit: number): Promise<void> {
  const reading = $reading.get()[entry.id];
  if (reading?.loading || reading?.after === null) return;
  const after = reading?.after ?? undefined;
  $reading.setKey(entry.id, { after, loading: true, failed: false });
  try {
    const { fetchCategoryPage } = await import('./catalogue-calls.ts');
    const page = await fetchCategoryPage(entry.id, limit, after);
    addFoods(page);
    // A short page is the last; a full one may be too, which the next (empty) page then says.
    $reading.setKey(entry.id, { after: page.length < limit ? null : page.at(-1)!._id, loading: false, failed: false });
  } catch {
    $reading.setKey(entry.id, { after, loading: false, failed: true });
  }
}

/** Reading a search's hits: whether their products are on the way, or did not come. */
export const $hitsReading = atom<{ loading: boolean; failed: boolean }>({ loading: false, failed: false });

/** A search's hits not read yet (at most a page of them). */
export async function readDishes(ids: readonly string[]): Promise<void> {
  $hitsReading.set({ loading: true, failed: false });
  try {
    const { fetchDishes } = await import('./catalogue-calls.ts');
    addFoods(await fetchDishes(ids.slice(0, CATEGORY_PAGE_SIZE * 4)));
    $hitsReading.set({ loading: false, failed: false });
  } catch {
    $hitsReading.set({ loading: false, failed: true });
  }
}

/**
 * Products read added to those here: a fresh copy takes its old one's place, new ones go after.
 * A category's pages come in its order, so its products keep it.
 */
export function addFoods(dishes: readonly Food[]): void {
  if (dishes.length === 0) return;
  const fresh = new Map(dishes.map((dish) => [dish._id, dish]));
  const kept = $foods.get().map((dish) => {
    const copy = fresh.get(dish._id);
    if (copy) fresh.delete(dish._id);
    return copy ?? dish;
  });
  $foods.set([...kept, ...fresh.values()]);
}
