import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { foods, stockAdjustments, stockLevels } from '../../../db/schema/index.ts';

/** Every product's stock at one location, in thousandths, by product (none there: no entry). */
export async function readStockAt(db: Database, locationId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ foodId: stockLevels.foodId, quantityMilli: stockLevels.quantityMilli })
    .from(stockLevels)
    .where(eq(stockLevels.locationId, locationId));
  return new Map(rows.map((row) => [row.foodId, row.quantityMilli]));
}

/** One product's stock at one location, as readStockAt answers it (none there: no entry). */
export async function readDishStock(db: Database, foodId: string, locationId: number): Promise<Map<string, number>> {
  const row = await db
    .select({ quantityMilli: stockLevels.quantityMilli })
    .from(stockLevels)
    .where(and(eq(stockLevels.foodId, foodId), eq(stockLevels.locationId, locationId)))
    .get();
  return row ? new Map([[foodId, row.quantityMilli]]) : new Map();
}

/** One product's stock at one location, with whether it is tracked and when it is low; undefined for no such product. */
export async function readProductStock(db: Database, foodId: string, locationId: number) {
  return db
    .select({
      name: foods.name,
      tracked: foods.stockTracked,
      soldBy: foods.soldBy,
      lowAtMilli: foods.stockLowAtMilli,
      quantityMilli: stockLevels.quantityMilli,
    })
    .from(foods)
    .leftJoin(stockLevels, and(eq(stockLevels.foodId, foods.id), eq(stockLevels.locationId, locationId)))
    .where(eq(foods.id, foodId))
    .get();
}

/** How many of the latest changes by hand a product's history shows. */
export const STOCK_HISTORY_LENGTH = 50;

/** A product's latest changes by hand at one location, newest first. */
export async function readStockAdjustments(db: Database, foodId: string, locationId: number) {
  return db
    .select()
    .from(stockAdjustments)
    .where(and(eq(stockAdjustments.foodId, foodId), eq(stockAdjustments.locationId, locationId)))
    .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
    .limit(STOCK_HISTORY_LENGTH);
}
