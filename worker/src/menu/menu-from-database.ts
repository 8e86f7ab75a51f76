import type { Database } from '../../../db/client.ts';
import { listCategories } from '../categories/list-categories.ts';
import { listFoods } from './list-foods.ts';
import { createMenuCache, type MenuCache, type MenuCacheOptions } from './menu-cache.ts';

/** The menu cache over the shop's database: its dishes and its categories, read together. */
export function menuCacheFor(db: Database, options: Omit<MenuCacheOptions, 'loadCategories'> = {}): MenuCache {
  return createMenuCache(() => listFoods(db), { ...options, loadCategories: () => listCategories(db) });
}
