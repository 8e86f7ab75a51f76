import { eq } from 'drizzle-orm';
import { foods } from '../../../../db/schema/index.ts';
import { FOOD_MESSAGES } from '../../../../domain/food-form.ts';
import type { FoodRequest } from '../../requests/menu.ts';
import type { Food } from '../../../../domain/food.ts';
import { NotFoundError } from '../../http/errors.ts';
import { bumpVersion } from '../versions/versions.ts';
import { foodValues, type FoodStore } from './create-food.ts';
import { toFood } from '../../answers/menu.ts';

/** Marks a dish sold out or back on sale, leaving every other field as it is. */
export async function setFoodAvailability(store: FoodStore, id: string, isAvailable: boolean): Promise<Food> {
  const [[row]] = await store.db.batch([
    store.db.update(foods).set({ isAvailable }).where(eq(foods.id, id)).returning(),
    bumpVersion(store.db, 'menu'),
  ]);
  if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
  await store.menuCache.refresh();
  return toFood(row);
}

/** Replaces a dish's fields (its id stays); the menu everyone sees follows at once. */
export async function updateFood(store: FoodStore, id: string, input: FoodRequest): Promise<Food> {
  const [[row]] = await store.db.batch([
    store.db.update(foods).set(foodValues(input)).where(eq(foods.id, id)).returning(),
    bumpVersion(store.db, 'menu'),
  ]);
  if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
  await store.menuCache.refresh();
  return toFood(row);
}
