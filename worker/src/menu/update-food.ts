import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { foods, type FoodRow } from '../../../db/schema/index.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import type { FoodRequest } from './request.ts';
import type { Food } from '../../../domain/food.ts';
import { NotFoundError } from '../http/errors.ts';
import { foodValues, writtenFood } from './create-food.ts';
import type { Batch, FoodStore } from './food-store.ts';
import { optionGroupStatements, planOptionGroups, setOptionAvailabilityStatement } from './option-groups.ts';
import { categoryForDish } from '../categories/categories.ts';

/** Marks a dish sold out or back on sale, leaving every other field as it is. */
export async function setFoodAvailability(store: FoodStore, id: string, isAvailable: boolean): Promise<Food> {
  const [row] = await store.db.update(foods).set({ isAvailable }).where(eq(foods.id, id)).returning({ id: foods.id });
  if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
  return foodFromMenu(store, id);
}

/** Marks one option sold out or back, on every dish that offers its group. Answers the option's name. */
export async function setOptionAvailability(
  store: FoodStore,
  optionId: string,
  isAvailable: boolean,
): Promise<{ id: string; name: string }> {
  const [option] = await setOptionAvailabilityStatement(store.db, optionId, isAvailable);
  if (!option) throw new NotFoundError(FOOD_MESSAGES.optionNotFound);
  await store.menuCache.refresh();
  return option;
}

/**
 * Replaces a dish's fields and option groups (its id stays) in one batch; a shared group changed
 * here changes on every dish offering it. The menu everyone sees follows at once.
 */
export async function updateFood(store: FoodStore, id: string, input: FoodRequest): Promise<Food> {
  const { db } = store;
  const exists = await db.select({ id: foods.id }).from(foods).where(eq(foods.id, id)).limit(1);
  if (exists.length === 0) throw new NotFoundError(FOOD_MESSAGES.notFound);
  const groups = await planOptionGroups(db, input.optionGroups);
  const category = await categoryForDish(db, input);
  // A new category goes in first: the dish points at it.
  const first: BatchItem<'sqlite'>[] = category.create ? [category.create] : [];
  const statements: BatchItem<'sqlite'>[] = [
    ...first,
    db.update(foods).set(foodValues(input, category)).where(eq(foods.id, id)).returning(),
    ...optionGroupStatements(db, id, groups),
  ];
  const results = await db.batch(statements as Batch);
  const [row] = results[first.length] as FoodRow[];
  // Deleted between the look and the write: the links the batch wrote went with it (cascade).
  if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
  await store.menuCache.refresh();
  return writtenFood(row, groups, category.taxRate);
}

/** The dish as the refreshed menu holds it (with its groups). */
async function foodFromMenu(store: FoodStore, id: string): Promise<Food> {
  const menu = await store.menuCache.refresh();
  const food = menu.foods.find((candidate) => candidate._id === id);
  if (!food) throw new NotFoundError(FOOD_MESSAGES.notFound);
  return food;
}
