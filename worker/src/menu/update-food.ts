import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { FIRST_LOCATION_ID, foods, type FoodRow } from '../../../db/schema/index.ts';
import { FOOD_FORM_ERRORS, FOOD_MESSAGES, fractionalStockFields } from '../../../domain/food-form.ts';
import type { Food } from '../../../domain/food.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { type DishWrite, foodValues, formStockStatements, planDish, skuTaken } from './create-food.ts';
import { violatesUnique } from '../constraint-failures.ts';
import { readProductStock } from '../stock/read-stock.ts';
import { toFood } from './answer.ts';
import type { Batch, MenuWriter } from './menu-writer.ts';
import { optionGroupStatements, setOptionAvailabilityStatement } from './option-groups.ts';
import type { FoodRequest } from './request.ts';

/** Marks a dish sold out or back on sale, leaving every other field as it is. */
export async function setFoodAvailability(writer: MenuWriter, id: string, isAvailable: boolean): Promise<Outcome<Food>> {
  const [row] = await writer.db.update(foods).set({ isAvailable }).where(eq(foods.id, id)).returning({ id: foods.id });
  if (!row) return refused('not_found', FOOD_MESSAGES.notFound);
  return foodFromMenu(writer, id);
}

/** Marks one option sold out or back, on every dish that offers its group. Answers the option's name. */
export async function setOptionAvailability(
  writer: MenuWriter,
  optionId: string,
  isAvailable: boolean,
): Promise<Outcome<{ id: string; name: string }>> {
  const [option] = await setOptionAvailabilityStatement(writer.db, optionId, isAvailable);
  if (!option) return refused('not_found', FOOD_MESSAGES.optionNotFound);
  await writer.menuCache.refresh();
  return done(option);
}

/**
 * Replaces a dish's fields and option groups (its id stays) in one batch; a shared group changed
 * here changes on every dish offering it. The menu everyone sees follows at once.
 */
export async function updateFood(writer: MenuWriter, id: string, input: FoodRequest, write: DishWrite): Promise<Outcome<Food>> {
  const { db } = writer;
  const [stored] = await db.select({ soldBy: foods.soldBy }).from(foods).where(eq(foods.id, id)).limit(1);
  if (!stored) return refused('not_found', FOOD_MESSAGES.notFound);
  // A change that leaves the sale rule as it is keeps a product sold by the unit in whole items.
  const fractional = input.soldBy === undefined && stored.soldBy === 'unit' ? fractionalStockFields(input.stock) : [];
  if (fractional.length > 0)
    return refused('invalid', FOOD_FORM_ERRORS.wholeStock, {
      errors: Object.fromEntries(fractional.map((field) => [`stock.${field}`, FOOD_FORM_ERRORS.wholeStock])),
    });
  const planned = await planDish(db, input);
  if (!planned.ok) return planned;
  const { groups, category } = planned.value;
  // A new category goes in first: the dish points at it.
  const first: BatchItem<'sqlite'>[] = category.create ? [category.create] : [];
  const statements: BatchItem<'sqlite'>[] = [
    ...first,
    db.update(foods).set(foodValues(input, category)).where(eq(foods.id, id)).returning(),
    ...optionGroupStatements(db, id, groups),
    ...formStockStatements(db, id, input, write),
  ];
  let results: unknown[];
  try {
    results = await db.batch(statements as Batch);
  } catch (error) {
    if (violatesUnique(error, 'foods.sku')) return skuTaken();
    throw error;
  }
  const [row] = results[first.length] as FoodRow[];
  // Deleted between the look and the write: the links the batch wrote went with it (cascade).
  if (!row) return refused('not_found', FOOD_MESSAGES.notFound);
  const [stock] = await Promise.all([readProductStock(db, id, FIRST_LOCATION_ID), writer.menuCache.refresh()]);
  return done(toFood({ ...row, stockQuantityMilli: stock?.quantityMilli ?? null }, groups, category.taxRate));
}

/** The dish as the refreshed menu holds it (with its groups). */
async function foodFromMenu(writer: MenuWriter, id: string): Promise<Outcome<Food>> {
  const menu = await writer.menuCache.refresh();
  // A dish of a hidden category is not on the storefront, but the admin still changes it.
  const food = menu.everyDish.find((candidate) => candidate._id === id);
  if (!food) return refused('not_found', FOOD_MESSAGES.notFound);
  return done(food);
}
