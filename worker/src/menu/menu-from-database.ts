import type { Database } from '../../../db/client.ts';
import { dishRating } from '../../../domain/dish-rating.ts';
import { listCategories } from '../categories/list-categories.ts';
import { loadDishStars } from '../reviews/dish-ratings-store.ts';
import { listFoods } from './list-foods.ts';
import { createMenuCache, type MenuCache, type MenuCacheOptions } from './menu-cache.ts';

/**
 * The menu cache over the shop's database: its dishes with their ratings (from the reviews), and
 * its categories, read together.
 */
export function menuCacheFor(db: Database, options: Omit<MenuCacheOptions, 'loadCategories'> = {}): MenuCache {
  return createMenuCache(
    async () => {
      const [foods, stars] = await Promise.all([listFoods(db), loadDishStars(db)]);
      return foods.map((food) => {
        const given = stars.get(food._id);
        return given ? { ...food, rating: dishRating(given.sum, given.count) } : food;
      });
    },
    { ...options, loadCategories: () => listCategories(db) },
  );
}
