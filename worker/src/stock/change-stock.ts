import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import { batchStatement } from '../../../db/flat-statement.ts';
import { FOOD_MESSAGES } from '../../../domain/food-form.ts';
import { fromMilli, isWholeChange, STOCK_ERRORS, STOCK_MESSAGES, type StockReasonCode, toMilli } from '../../../domain/stock.ts';
import { violates } from '../constraint-failures.ts';
import { done, type Outcome, refused } from '../outcome.ts';
import { readProductStock } from './read-stock.ts';

/** Who changed the stock, as the history names them. */
export interface StockChanger {
  userId: string | null;
  name: string | null;
}

/** A change by hand: `adjust` adds (or takes, negative), `set` is what a count found; in the product's unit. */
export interface StockChange {
  foodId: string;
  locationId: number;
  adjust?: number | undefined;
  set?: number | undefined;
  reason: StockReasonCode;
  note: string;
  by: StockChanger;
  now: number;
}

export interface LocationStock {
  foodId: string;
  locationId: number;
  tracked: boolean;
  quantity: number | null;
  lowAt: number | null;
}

/**
 * The statements that set a product's stock at a location to what a count found, with the change
 * in its history (from what was there, read inside the batch): for a count by hand, and for the
 * quantity the food form sends.
 */
export function setStockStatements(
  db: Database,
  change: Omit<StockChange, 'adjust' | 'set'> & { quantityMilli: number },
): BatchItem<'sqlite'>[] {
  const { foodId, locationId, quantityMilli, reason, note, by, now } = change;
  const before = sql`coalesce((select "quantity_milli" from "stock_levels" where "food_id" = ${foodId} and "location_id" = ${locationId}), 0)`;
  return [
    batchStatement(
      db,
      sql`insert into "stock_adjustments" ("food_id", "location_id", "change_milli", "quantity_after_milli", "reason", "note", "by_user_id", "by_name", "created_at")
        select ${foodId}, ${locationId}, ${quantityMilli} - ${before}, ${quantityMilli}, ${reason}, ${note}, ${by.userId}, ${by.name}, ${now}
        where ${quantityMilli} <> ${before}`,
    ),
    batchStatement(
      db,
      sql`insert into "stock_levels" ("food_id", "location_id", "quantity_milli") values (${foodId}, ${locationId}, ${quantityMilli})
        on conflict ("food_id", "location_id") do update set "quantity_milli" = excluded."quantity_milli"`,
    ),
  ];
}

/** The statements that add to (or take from) a product's stock at a location, with the change in its history. */
function adjustStockStatements(db: Database, change: Omit<StockChange, 'adjust' | 'set'> & { changeMilli: number }): BatchItem<'sqlite'>[] {
  const { foodId, locationId, changeMilli, reason, note, by, now } = change;
  // A row first, then the change: SQLite checks an upsert's new row before its conflict, so a
  // negative change could not ride on the insert.
  return [
    batchStatement(
      db,
      sql`insert into "stock_levels" ("food_id", "location_id", "quantity_milli") values (${foodId}, ${locationId}, 0)
        on conflict ("food_id", "location_id") do nothing`,
    ),
    batchStatement(
      db,
      sql`update "stock_levels" set "quantity_milli" = "quantity_milli" + ${changeMilli} where "food_id" = ${foodId} and "location_id" = ${locationId}`,
    ),
    batchStatement(
      db,
      sql`insert into "stock_adjustments" ("food_id", "location_id", "change_milli", "quantity_after_milli", "reason", "note", "by_user_id", "by_name", "created_at")
        select ${foodId}, ${locationId}, ${changeMilli}, "quantity_milli", ${reason}, ${note}, ${by.userId}, ${by.name}, ${now}
        from "stock_levels" where "food_id" = ${foodId} and "location_id" = ${locationId}`,
    ),
  ];
}

/**
 * POST /api/foods/{id}/stock: a delivery, waste, a count or a correction, in one batch with its
 * line in the history. Stock never goes below 0: the CHECK refuses the batch, whatever orders
 * took in the meantime, and the answer says what there is.
 */
export async function changeStock(db: Database, change: StockChange): Promise<Outcome<LocationStock>> {
  const product = await readProductStock(db, change.foodId, change.locationId);
  if (!product) return refused('not_found', FOOD_MESSAGES.notFound);
  if (!product.tracked) return refused('conflict', STOCK_MESSAGES.notTracked, { code: 'stock_not_tracked' });
  if (product.soldBy === 'unit' && !isWholeChange(change))
    return refused('invalid', change.set === undefined ? STOCK_ERRORS.adjust : STOCK_ERRORS.set, {
      errors: change.set === undefined ? { adjust: STOCK_ERRORS.adjust } : { set: STOCK_ERRORS.set },
    });
  const statements =
    change.set !== undefined
      ? setStockStatements(db, { ...change, quantityMilli: toMilli(change.set) })
      : adjustStockStatements(db, { ...change, changeMilli: toMilli(change.adjust ?? 0) });
  try {
    await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch (error) {
    if (!violates(error, 'stock_levels_not_negative')) throw error;
    const now = await readProductStock(db, change.foodId, change.locationId);
    const left = fromMilli(now?.quantityMilli ?? 0);
    return refused('conflict', STOCK_MESSAGES.belowZero(product.name, left), { code: 'stock_below_zero', data: { left } });
  }
  const after = await readProductStock(db, change.foodId, change.locationId);
  return done(locationStock(change.foodId, change.locationId, after ?? product));
}

export function locationStock(
  foodId: string,
  locationId: number,
  row: { tracked: boolean; lowAtMilli: number; quantityMilli: number | null },
): LocationStock {
  return row.tracked
    ? { foodId, locationId, tracked: true, quantity: fromMilli(row.quantityMilli ?? 0), lowAt: fromMilli(row.lowAtMilli) }
    : { foodId, locationId, tracked: false, quantity: null, lowAt: null };
}
