import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { FIRST_LOCATION_ID, foods, type FoodRow } from '../../../db/schema/index.ts';
import { toMilli } from '../../../domain/stock.ts';
import { setStockStatements, type StockChanger } from '../stock/change-stock.ts';
import { FOOD_FORM_ERRORS, saleRuleInput, slugify } from '../../../domain/food-form.ts';
import type { SaleRule } from '../../../domain/sale-quantity.ts';
import type { Food } from '../../../domain/food.ts';
import { categoryForDish, type DishCategory } from '../categories/category-for-dish.ts';
import { done, type Outcome, type Refusal, refused } from '../outcome.ts';
import { violatesUnique } from '../constraint-failures.ts';
import { toFood } from './answer.ts';
import type { Batch, MenuWriter } from './menu-writer.ts';
import { optionGroupStatements, planOptionGroups, type PlannedGroup } from './option-groups.ts';
import type { FoodRequest } from './request.ts';

/** Tries 'paneer-tikka', then 'paneer-tikka-2', … before falling back to a random suffix. */
const NUMBERED_ATTEMPTS = 20;

/** The row values of a checked dish, in the category it was settled into (categoryForDish). */
export function foodValues(input: FoodRequest, category: { id: string; name: string }) {
  return {
    name: input.name,
    category: category.name,
    categoryId: category.id,
    priceCents: input.priceCents,
    image: input.image,
    description: input.description,
    isAvailable: input.isAvailable,
    allergens: input.allergens,
    dietary: input.dietary,
    // Left out of a change: the saved ones stay (drizzle skips an undefined field).
    translations: input.translations,
    stockTracked: input.stock?.tracked,
    stockLowAtMilli: input.stock === undefined ? undefined : toMilli(input.stock.lowAt),
    sku: input.sku,
    barcode: input.barcode,
    ...(input.content === undefined
      ? {}
      : { contentAmountMilli: input.content === null ? null : toMilli(input.content.amount), contentUnit: input.content?.unit ?? null }),
    ...saleColumns(saleRuleInput(input)),
  };
}

/** A sale rule's columns; none when the body leaves it as it is. */
export function saleColumns(rule: SaleRule | undefined) {
  if (!rule) return {};
  return {
    soldBy: rule.soldBy,
    weightUnit: rule.unit,
    quantityStepMilli: toMilli(rule.quantityStep),
    minQuantityMilli: toMilli(rule.minQuantity),
    maxQuantityMilli: rule.maxQuantity === null ? null : toMilli(rule.maxQuantity),
  };
}

/** Who writes a dish and when: a quantity the food form sends is a count in the stock's history. */
export interface DishWrite {
  by: StockChanger;
  now: number;
}

/** The food form's quantity, set at the first location, when it tracks stock and sends one. */
export function formStockStatements(db: Database, foodId: string, input: FoodRequest, write: DishWrite): BatchItem<'sqlite'>[] {
  const stock = input.stock;
  if (!stock?.tracked || stock.quantity === undefined || stock.quantity === null) return [];
  return setStockStatements(db, {
    foodId,
    locationId: FIRST_LOCATION_ID,
    quantityMilli: toMilli(stock.quantity),
    reason: 'count',
    note: '',
    ...write,
  });
}

/** What both writes of a dish settle before their batch: its option groups, and its category (which may be new). */
export async function planDish(
  db: MenuWriter['db'],
  input: FoodRequest,
): Promise<Outcome<{ groups: PlannedGroup[]; category: DishCategory }>> {
  const groups = await planOptionGroups(db, input.optionGroups);
  if (!groups.ok) return groups;
  const category = await categoryForDish(db, input);
  if (!category.ok) return category;
  return done({ groups: groups.value, category: category.value });
}

/**
 * Adds a dish under a readable id made from its name, with its option groups (and its category,
 * when its name is a new one), in one batch (one transaction). When the id is taken, by a dish added at the same moment too, the batch fails as
 * a whole and the next id is tried: two owners adding "Soup" at once get 'soup' and 'soup-2'.
 * Each dish write bumps the menu version in the same batch, so other processes sharing the
 * database reload their menu too (docs/decisions/008).
 */
export async function createFood(writer: MenuWriter, input: FoodRequest, write: DishWrite): Promise<Outcome<Food>> {
  const { db } = writer;
  const planned = await planDish(db, input);
  if (!planned.ok) return planned;
  const { groups, category } = planned.value;
  const base = slugify(input.name);
  const candidates = Array.from({ length: NUMBERED_ATTEMPTS }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
  candidates.push(`${base}-${crypto.randomUUID().slice(0, 8)}`);
  for (const id of candidates) {
    if (await isTaken(db, id)) continue;
    // A new category goes in first: the dish points at it.
    const first: BatchItem<'sqlite'>[] = category.create ? [category.create] : [];
    const insert = db
      .insert(foods)
      .values({ id, ...foodValues(input, category) })
      .returning();
    try {
      const statements: BatchItem<'sqlite'>[] = [
        ...first,
        insert,
        ...optionGroupStatements(db, id, groups),
        ...formStockStatements(db, id, input, write),
      ];
      const results = await db.batch(statements as Batch);
      const [row] = results[first.length] as FoodRow[];
      await writer.menuCache.refresh();
      return done(toFood({ ...row!, stockQuantityMilli: toMilliOrNull(input.stock?.quantity) }, groups, category.taxRate));
    } catch (error) {
      if (violatesUnique(error, 'foods.sku')) return skuTaken();
      // Taken between the look and the write: the next id. Anything else is a real failure.
      if (await isTaken(db, id)) continue;
      throw error;
    }
  }
  throw new Error(`No free id for the dish "${input.name}"`);
}

async function isTaken(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: foods.id }).from(foods).where(eq(foods.id, id)).limit(1)).length > 0;
}

function toMilliOrNull(quantity: number | null | undefined): number | null {
  return quantity === undefined || quantity === null ? null : toMilli(quantity);
}

/** Another product has the SKU: refused at its field, nothing written. */
export function skuTaken(): Refusal {
  return refused('conflict', FOOD_FORM_ERRORS.skuTaken, { code: 'sku_taken', errors: { sku: FOOD_FORM_ERRORS.skuTaken } });
}
