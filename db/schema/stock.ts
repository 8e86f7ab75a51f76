import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { StockReasonCode } from '../../domain/stock.ts';
import { foods } from './foods.ts';
import { locations } from './locations.ts';

/**
 * How much of a product a location has, in thousandths of its unit (an item, or a kilogram or a
 * pound of what is sold by weight), so that weights add up exactly. A product whose stock is
 * tracked (`foods.stock_tracked`) and has no row here has none. Orders take from it in the batch
 * that writes them; the CHECK refuses the batch that would take more than there is, which is what
 * keeps racing orders from selling the last one twice (docs/decisions/023-stock.md).
 */
export const stockLevels = sqliteTable(
  'stock_levels',
  {
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.foodId, table.locationId] }),
    check('stock_levels_not_negative', sql`${table.quantityMilli} >= 0`),
  ],
);

/**
 * The owner's changes to stock, newest last: what came in, what went to waste, what a count
 * found. Orders' takes are not written here: the order's lines say what each took.
 */
export const stockAdjustments = sqliteTable(
  'stock_adjustments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    changeMilli: integer('change_milli').notNull(),
    quantityAfterMilli: integer('quantity_after_milli').notNull(),
    /** Why (domain/stock.ts): delivery, waste, count or correction. */
    reason: text('reason').$type<StockReasonCode>().notNull(),
    note: text('note').notNull().default(''),
    /** Who made it, as they were named then (null: a script). */
    byUserId: text('by_user_id'),
    byName: text('by_name'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('stock_adjustments_food_idx').on(table.foodId, table.createdAt)],
);

export type StockAdjustmentRow = typeof stockAdjustments.$inferSelect;
