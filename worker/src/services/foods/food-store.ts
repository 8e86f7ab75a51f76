import type { Database } from '../../../../db/client.ts';
import type { MenuCache } from './menu-cache.ts';

/** What writes to the menu (dishes, options, categories) need: the database, and the menu they keep current. */
export interface FoodStore {
  db: Database;
  menuCache: MenuCache;
}
