import type { Database } from '../../../../db/client.ts';
import { foods } from '../../../../db/schema/index.ts';
import { slugify } from '../../../../domain/food-form.ts';
import type { Food } from '../../../../domain/food.ts';
import { bumpVersion } from '../versions/versions.ts';
import { toFood } from '../../answers/menu.ts';
import type { FoodRequest } from '../../requests/menu.ts';
import type { MenuCache } from './menu-cache.ts';

/** What the dish writes need: the database, and the menu they keep current. */
export interface FoodStore {
  db: Database;
  menuCache: MenuCache;
}

/** Tries 'paneer-tikka', then 'paneer-tikka-2', … before falling back to a random suffix. */
const NUMBERED_ATTEMPTS = 20;

/** The row values of a checked dish. */
export function foodValues(input: FoodRequest) {
  return {
    name: input.name,
    category: input.category,
    priceCents: input.priceCents,
    image: input.image,
    description: input.description,
    isAvailable: input.isAvailable,
    allergens: input.allergens,
    dietary: input.dietary,
  };
}

/**
 * Adds a dish under a readable id made from its name. The insert itself claims the id
 * (ON CONFLICT DO NOTHING), so two owners adding "Soup" at once get 'soup' and 'soup-2'.
 * Each dish write bumps the menu version in the same batch, so other processes sharing the
 * database reload their menu too (docs/decisions/008).
 */
export async function createFood(store: FoodStore, input: FoodRequest): Promise<Food> {
  const base = slugify(input.name);
  const candidates = Array.from({ length: NUMBERED_ATTEMPTS }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
  candidates.push(`${base}-${crypto.randomUUID().slice(0, 8)}`);
  for (const id of candidates) {
    const [[row]] = await store.db.batch([
      store.db
        .insert(foods)
        .values({ id, ...foodValues(input) })
        .onConflictDoNothing({ target: foods.id })
        .returning(),
      bumpVersion(store.db, 'menu'),
    ]);
    if (row) {
      await store.menuCache.refresh();
      return toFood(row);
    }
  }
  throw new Error(`No free id for the dish "${input.name}"`);
}
