import { eq } from 'drizzle-orm';
import { foods } from '../../../db/schema/index.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { NotFoundError } from '../http/errors.ts';
import type { FoodStore } from './food-store.ts';
import { deleteUnofferedGroups } from './option-groups.ts';

/**
 * Takes a dish off the menu for good, with any option group only it offered. Past orders keep it: their lines are copies (name, price,
 * image) with no foreign key to foods (db/schema/orders.ts).
 */
export async function deleteFood(store: FoodStore, id: string): Promise<void> {
  const [[row]] = await store.db.batch([
    store.db.delete(foods).where(eq(foods.id, id)).returning({ id: foods.id }),
    deleteUnofferedGroups(store.db),
  ]);
  if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
  await store.menuCache.refresh();
}
